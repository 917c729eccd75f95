import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { MessageKindName } from '../messages/message-kinds';
import { messageMember } from '../messages/outbound-messages';
import { notify } from './notify';

// What the server tells a member when something happens to them. One function per
// event, so every feature words the same event the same way; those not sent as
// messages return the notification's id. Links are site routes (the notifications screen opens them).

// The events with a message kind go through the outbound message service, which
// also sends them by SMS and e-mail. `eventKey` names the event once (a booking's
// id, an order's id): the same key again sends nothing. Without one, every call is
// an event of its own.
async function message(
  db: Queryable,
  userId: number,
  kind: MessageKindName,
  eventKey: string | undefined,
  subject: string,
  body: string,
  link: string,
  channelLink?: string | null,
) {
  await messageMember(db, userId, kind, { eventKey: `${kind}:${eventKey ?? randomUUID()}`, subject, body, link, channelLink });
}

const dateText = (date: Date | string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(date));

/** The membership application form was submitted. */
export function applicationReceived(db: Queryable, userId: number, eventKey?: string): Promise<void> {
  return message(
    db,
    userId,
    'application-received',
    eventKey,
    'Application received',
    'Thank you for applying to Tote. We are reviewing your application and will let you know here as soon as it is approved.',
    '/package-details',
  );
}

/** The application was approved: the member can now choose and pay for a package. */
export function applicationApproved(db: Queryable, userId: number, eventKey?: string): Promise<void> {
  return message(
    db,
    userId,
    'application-approved',
    eventKey,
    'Application approved',
    'Welcome to the club! Your application is approved. Choose your membership package to start booking bags.',
    '/package-details',
  );
}

/** The membership payment went through and the membership is active. */
// No order number in the words: the database id ('order 1') means nothing to a member.
export function paymentConfirmed(db: Queryable, userId: number, details: { planName?: string } = {}, eventKey?: string): Promise<void> {
  const plan = details.planName ? ` for ${details.planName}` : '';
  return message(
    db,
    userId,
    'payment-received',
    eventKey,
    'Payment confirmed',
    `We have received your payment${plan}. Your membership is active: the Member Collection is yours to explore.`,
    '/my-profile',
  );
}

/** A booking is confirmed. */
export function bookingConfirmed(
  db: Queryable,
  userId: number,
  booking: { bagTitle: string; startDate?: Date | string; endDate?: Date | string },
  eventKey?: string,
): Promise<void> {
  const when = booking.startDate && booking.endDate ? ` from ${dateText(booking.startDate)} to ${dateText(booking.endDate)}` : '';
  return message(
    db,
    userId,
    'booking-confirmed',
    eventKey,
    'Booking confirmed',
    `Your booking of ${booking.bagTitle}${when} is confirmed. We will be in touch about delivery.`,
    '/my-profile',
  );
}

/** A bag the member wait-listed is free to book again. `productRoute` like '/book-bag/<title>'. */
export function waitlistedBagFree(db: Queryable, userId: number, bag: { bagTitle: string; productRoute?: string }, eventKey?: string): Promise<void> {
  return message(
    db,
    userId,
    'waitlisted-bag-free',
    eventKey,
    'A bag you wanted is free',
    `Good news: ${bag.bagTitle}, on your waiting list, is available again. Book it before someone else does.`,
    bag.productRoute ?? '/members-collection',
  );
}

/** A booking ends tomorrow: a reminder to send the bag back (the return-due scheduler calls it). */
export function returnDue(db: Queryable, userId: number, booking: { bagTitle: string; endDate: Date | string }, eventKey?: string): Promise<void> {
  return message(
    db,
    userId,
    'due-back-tomorrow',
    eventKey,
    'Return due tomorrow',
    `Your booking of ${booking.bagTitle} ends on ${dateText(booking.endDate)}. Please pack it in its dust bag and box, ready for our courier — or extend the booking from your account if nobody is waiting for it.`,
    '/my-profile',
  );
}

/** The member took a seat at a club event (the event routes call it). */
export function eventRegistered(
  db: Queryable,
  userId: number,
  event: { title: string; startsAt: Date | string; venue: string; city: string },
): Promise<number> {
  return notify(
    db,
    userId,
    `Registered: ${event.title}`,
    `Your seat is booked for ${event.title} on ${dateText(event.startsAt)} at ${event.venue}, ${event.city}. We look forward to seeing you.`,
    '/newsletter',
  );
}

/** An operator put the application on hold; `reason` is what they need from the member. */
export function applicationOnHold(db: Queryable, userId: number, reason: string, eventKey?: string): Promise<void> {
  return message(
    db,
    userId,
    'application-on-hold',
    eventKey,
    'Application on hold',
    `We need a little more before we can decide on your application: ${reason} We will be in touch soon.`,
    '/package-details',
  );
}

/** An operator declined the application; the member may correct it and apply again. */
export function applicationDeclined(db: Queryable, userId: number, reason: string): Promise<number> {
  return notify(
    db,
    userId,
    'Application not accepted',
    `We are sorry: we could not accept your application as it stands. ${reason} You are welcome to correct it and apply again from the Application Form.`,
    '/member-application-form',
  );
}

/** The club shipped a booked bag: the waybill lets the member track it; the SMS and e-mail link to the courier's tracking page when there is one. */
export function bagShipped(
  db: Queryable,
  userId: number,
  bag: { bagTitle: string; wbNo: string; startDate: string; trackingUrl?: string | null },
  eventKey?: string,
): Promise<void> {
  return message(
    db,
    userId,
    'shipped',
    eventKey,
    `${bag.bagTitle} is on its way`,
    `We have sent ${bag.bagTitle} for your booking from ${dateText(`${bag.startDate}T00:00:00Z`)}. Track it with waybill ${bag.wbNo} under My Account.`,
    '/my-profile',
    bag.trackingUrl,
  );
}

/** The courier delivered the bag (an operator marked it delivered). */
export function bagDelivered(db: Queryable, userId: number, bag: { bagTitle: string; returnDate: string }, eventKey?: string): Promise<void> {
  return message(
    db,
    userId,
    'delivered',
    eventKey,
    `${bag.bagTitle} has arrived`,
    `Enjoy it! Please have it packed in its dust bag and box for our courier on ${dateText(`${bag.returnDate}T00:00:00Z`)}.`,
    '/my-profile',
  );
}

/** The bag came back and was checked in: the booking is closed. */
export function bagReturned(db: Queryable, userId: number, bag: { bagTitle: string }, eventKey?: string): Promise<void> {
  return message(
    db,
    userId,
    'checked-in',
    eventKey,
    `${bag.bagTitle} is back with us`,
    `Thank you: we have received ${bag.bagTitle} and closed your booking.`,
    '/my-profile',
  );
}

/** An operator put the member's membership on hold: no new bookings until it is reactivated. */
export function membershipOnHold(db: Queryable, userId: number, reason: string): Promise<number> {
  return notify(
    db,
    userId,
    'Your membership is on hold',
    `Your membership is on hold, so new bookings are paused. ${reason} Please get in touch with the club.`,
    '/my-profile',
  );
}

/** An operator reactivated the member's membership. */
export function membershipReactivated(db: Queryable, userId: number): Promise<number> {
  return notify(db, userId, 'Your membership is active again', 'Welcome back! You can book bags from the Member Collection again.', '/members-collection');
}

/** A bag the member offered (bag drop) joined the collection. */
export function bagdropAccepted(db: Queryable, userId: number, bag: { brand: string; productRoute: string }): Promise<number> {
  return notify(
    db,
    userId,
    'Your bag joins the collection',
    `Thank you! The ${bag.brand} bag you offered has been accepted into the Member Collection. We will be in touch about collecting it.`,
    bag.productRoute,
  );
}

/** A bag drop was declined, with the operator's reason. */
export function bagdropDeclined(db: Queryable, userId: number, bag: { brand: string }, reason: string): Promise<number> {
  return notify(
    db,
    userId,
    'About the bag you offered',
    `Thank you for offering your ${bag.brand} bag. We cannot take it into the collection: ${reason}`,
    '/members-collection',
  );
}
