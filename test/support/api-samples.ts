import type { Bagdrop } from '../../src/api/shapes/bagdrop';
import type { ShipmentDetails } from '../../src/api/shapes/bluedart';
import type { Booking, BookingExpiry } from '../../src/api/shapes/booking';
import type { Attribute, AttributeValue, Predefined } from '../../src/api/shapes/catalogue';
import type { Notification } from '../../src/api/shapes/communication';
import type { ClubEvent } from '../../src/api/shapes/event';
import type { MembershipSlab, UserMembership } from '../../src/api/shapes/membership';
import type { Newsletter } from '../../src/api/shapes/newsletter';
import type { Order, PaymentDetails } from '../../src/api/shapes/order';
import type { Picture } from '../../src/api/shapes/picture';
import type { PayNowResult } from '../../src/api/shapes/payment';
import type { Product } from '../../src/api/shapes/product';
import type { User } from '../../src/api/shapes/user';
import type { WaitingEntry } from '../../src/api/shapes/waiting';

// Whole answers as the server sends them (every required field of src/api/shapes),
// for tests that stand in for the server. test/unit/api/samples.test.ts checks each
// against its shape, so a sample cannot drift from the contract.

export function sampleUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? 7;
  return {
    id,
    userId: id,
    username: '9876543210',
    phone: '9876543210',
    firstName: 'Neha',
    lastName: 'Sharma',
    email: 'neha@example.com',
    instagram: null,
    roles: ['ROLE_CUSTOMER'],
    status: { code: 'ACTIVE' },
    userAddress: { addressLine1: null, addressLine2: null, city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' },
    ...overrides,
  };
}

/** A bag's pictures as the server sends them: per view, 320/640/960 wide WebP files. */
export function somePictures(id: number, title = `Bag ${id}`, views: readonly string[] = ['front']): Picture[] {
  return views.map((view) => {
    const file = (w: number) => `/media/bags/bag-${id}/${view}-${w}.0123456789.webp`;
    return { view, alt: `${title}, ${view}`, width: 960, height: 1200, src: file(640), sources: [320, 640, 960].map((w) => ({ url: file(w), width: w })) };
  });
}

export function sampleProduct(overrides: Partial<Product> = {}): Product {
  const productId = overrides.productId ?? 11;
  const pictures = overrides.pictures ?? somePictures(productId, overrides.title ?? 'Kelly 28');
  return {
    productId,
    title: 'Kelly 28',
    url: 'kelly-28',
    brand: 'Hermès',
    description: 'A structured top-handle bag.',
    images: pictures.map((p) => p.src),
    pictures,
    category: 'Tote',
    retailPrice: 12000,
    attributes: [],
    available: true,
    nextAvailableDate: '2026-03-02',
    bookedRanges: [],
    waitingCount: 0,
    ...overrides,
  };
}

export function sampleSlab(overrides: Partial<MembershipSlab> = {}): MembershipSlab {
  const id = overrides.id ?? overrides.membershipPlanSlabId ?? 3;
  return {
    id,
    membershipPlanSlabId: id,
    membershipPlanId: 1,
    membershipPlanName: 'Signature',
    planCode: 'SIGNATURE',
    amount: 499,
    durationInMonths: 3,
    description: 'Two bags at a time.',
    bagsAtATime: 2,
    maxRentalDays: 14,
    ...overrides,
  };
}

export function sampleUserMembership(overrides: Partial<UserMembership> = {}): UserMembership {
  return {
    userMembershipId: 1,
    userId: 7,
    membershipPlanSlab: sampleSlab(),
    startDate: '2026-01-01',
    expiryDate: '2026-03-31',
    status: 'ACTIVE',
    ...overrides,
  };
}

export function sampleOrder(overrides: Partial<Order> = {}): Order {
  const orderId = overrides.orderId ?? overrides.id ?? 9;
  return {
    orderId,
    id: orderId,
    status: { name: 'CREATED' },
    kind: 'NEW',
    user: { id: 7, firstName: 'Neha', lastName: 'Sharma', username: '9876543210' },
    membershipPlanSlab: sampleSlab(),
    amount: 499,
    tax: 0,
    totalAmount: 499,
    currency: 'INR',
    invoiceNumber: null,
    paidAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function samplePaymentDetails(overrides: Partial<PaymentDetails> = {}): PaymentDetails {
  const slab = sampleSlab();
  return {
    membershipPlanSlabId: slab.membershipPlanSlabId,
    membershipPlanName: slab.membershipPlanName,
    durationInMonths: slab.durationInMonths ?? 12,
    amount: slab.amount,
    tax: 0,
    totalAmount: slab.amount,
    currency: 'INR',
    orderId: null,
    order: null,
    membershipPlanSlab: slab,
    canPay: true,
    message: null,
    gateway: 'demo',
    ...overrides,
  };
}

export function samplePayNow(overrides: Partial<PayNowResult> = {}): PayNowResult {
  return {
    paymentId: 1,
    orderId: 9,
    status: 'SUCCEEDED',
    amount: 499,
    currency: 'INR',
    method: 'card',
    methodHint: '•••• 4242',
    redirectUrl: null,
    message: 'Payment confirmed. Welcome to Tote!',
    order: sampleOrder({ status: { name: 'ACTIVATED' } }),
    ...overrides,
  };
}

export function sampleBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    bookingId: 5,
    productId: 11,
    userId: 7,
    startDate: '2026-03-10',
    returnDate: '2026-03-15',
    status: { name: 'BOOKED' },
    open: true,
    maxReturnDate: '2026-03-23',
    createdAt: '2026-03-02T09:00:00.000Z',
    wbNo: '12345678901',
    product: sampleProduct(),
    ...overrides,
  };
}

export function sampleExpiry(overrides: Partial<BookingExpiry> = {}): BookingExpiry {
  return {
    expired: false,
    expiryDate: '2026-06-30',
    message: 'Your Signature membership runs until Tue, 30 Jun 2026: 2 bags at a time, each rental up to 14 days.',
    planName: 'Signature',
    bagsAtATime: 2,
    maxRentalDays: 14,
    openBookings: 0,
    ...overrides,
  };
}

export function sampleWaitingEntry(overrides: Partial<WaitingEntry> = {}): WaitingEntry {
  return {
    productId: 11,
    userId: 7,
    createdAt: '2026-03-02T09:00:00.000Z',
    notifiedAt: null,
    position: 1,
    product: sampleProduct({ available: false }),
    ...overrides,
  };
}

export function sampleNewsletter(overrides: Partial<Newsletter> = {}): Newsletter {
  return {
    newsLetterId: 4,
    title: 'Spring edit',
    summary: 'What is new this season.',
    imageUrl: null,
    picture: null,
    publishedAt: '2026-02-20T08:00:00.000Z',
    ...overrides,
  };
}

export function sampleEvent(overrides: Partial<ClubEvent> = {}): ClubEvent {
  return {
    eventId: 2,
    title: 'Trunk show',
    description: 'Meet the designers.',
    eventDate: '2026-04-10T12:30:00.000Z',
    city: 'Mumbai',
    venue: 'The Gallery',
    location: 'The Gallery, Mumbai',
    capacity: 40,
    seatsLeft: 12,
    imageUrl: null,
    picture: null,
    ...overrides,
  };
}

export function sampleNotification(overrides: Partial<Notification> = {}): Notification {
  return { id: 1, toUserId: 7, title: 'Welcome', message: 'Welcome to Tote.', read: false, createdAt: '2026-03-01T10:00:00.000Z', link: null, ...overrides };
}

export function sampleShipment(overrides: Partial<ShipmentDetails> = {}): ShipmentDetails {
  return {
    wbNo: '12345678901',
    status: 'IN TRANSIT',
    scans: [{ date: '2026-03-08T10:00:00.000Z', location: 'Mumbai', description: 'Picked up' }],
    expectedDeliveryDate: '2026-03-10',
    bookingId: 5,
    ...overrides,
  };
}

export function sampleBagdrop(overrides: Partial<Bagdrop> = {}): Bagdrop {
  return { bagdropId: 3, status: 'SUBMITTED', photoCount: 1, createdAt: '2026-03-02T09:00:00.000Z', ...overrides };
}

export function samplePredefined(overrides: Partial<Predefined> = {}): Predefined {
  return { id: 1, type: 'SORT', name: 'Newest', code: 'NEWEST', ...overrides };
}

export function sampleAttribute(overrides: Partial<Attribute> = {}): Attribute {
  return { attributeId: 1, name: 'Colour', code: 'COLOUR', sortOrder: 1, ...overrides };
}

export function sampleAttributeValue(overrides: Partial<AttributeValue> = {}): AttributeValue {
  return { attributeValueId: 1, attributeId: 1, attributeName: 'Colour', value: 'Black', productCount: 3, ...overrides };
}
