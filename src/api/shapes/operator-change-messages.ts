// What a member is told when the club's staff change something of theirs from the back office: a booking
// cancelled or moved, a refund, new details, a membership deactivated. One text for both ends: the server sends
// it (server/notifications/operator-changes.ts) and the back office quotes it in the confirmation it asks for
// first, so the operator reads exactly what the member will see. Data only: no DOM, no imports.

const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

export interface MemberMessage {
  title: string;
  body: string;
  link: string;
}

export const MEMBER_MESSAGES_OF_CHANGES = {
  bookingCancelled: (b: { bagTitle: string; startDate: string; reason: string }): MemberMessage => ({
    title: `Booking of ${b.bagTitle} cancelled`,
    body: `We have cancelled your booking of ${b.bagTitle} from ${dayText(b.startDate)}. ${b.reason} Please get in touch with the club if you have any questions.`,
    link: '/my-profile',
  }),
  bookingChanged: (b: { bagTitle: string; startDate: string; returnDate: string; previousBagTitle: string | null }): MemberMessage => ({
    title: b.previousBagTitle ? `Your booking is now ${b.bagTitle}` : `${b.bagTitle}: booking dates changed`,
    body: `${b.previousBagTitle ? `We have changed your booking of ${b.previousBagTitle} to ${b.bagTitle}. ` : ''}Your booking of ${b.bagTitle} now runs from ${dayText(b.startDate)} to ${dayText(b.returnDate)}.`,
    link: '/my-profile',
  }),
  refundIssued: (r: { amountText: string; creditNote: string; manual: boolean }): MemberMessage => ({
    title: 'Refund issued',
    body: `We have refunded ${r.amountText} (credit note ${r.creditNote}). ${r.manual ? 'It has been sent to you by bank transfer.' : 'It goes back to the way you paid and usually reaches you in 5 to 7 working days.'}`,
    link: '/my-profile',
  }),
  detailsChanged: (): MemberMessage => ({
    title: 'Your details were updated',
    body: 'The club has updated your name, e-mail or address at your request. If you did not ask for this, please get in touch with the club.',
    link: '/my-profile',
  }),
  membershipDeactivated: (reason: string): MemberMessage => ({
    title: 'Your membership is deactivated',
    body: `Your Tote membership has been deactivated, so bookings are closed to you. ${reason} Please get in touch with the club to reactivate it.`,
    link: '/my-profile',
  }),
  holdUndone: (): MemberMessage => ({
    title: 'Your membership is active',
    body: 'Please disregard our last message: your membership was put on hold by mistake and is active. You can book bags as before.',
    link: '/members-collection',
  }),
};
