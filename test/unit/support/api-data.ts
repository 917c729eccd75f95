import type { Booking } from '../../../src/api/shapes/booking';
import type { MembershipSlab, UserMembership } from '../../../src/api/shapes/membership';
import type { Order } from '../../../src/api/shapes/order';
import type { Picture } from '../../../src/api/shapes/picture';
import type { Product } from '../../../src/api/shapes/product';
import type { User, UserStatus } from '../../../src/api/shapes/user';

// Test data typed by the response shapes of src/api/shapes, with no casts: a field
// the server does not send (one missing from the shape) fails the type check here,
// so a widget test cannot pass on data the real API never returns.

export function aUser(overrides: Partial<User> = {}, status: UserStatus = 'ACTIVE'): User {
  return {
    id: 42,
    username: '9000000002',
    phone: '9000000002',
    firstName: 'Asha',
    lastName: 'Mehra',
    email: 'asha@example.com',
    status: { code: status },
    userAddress: { addressLine1: '12 MG Road', addressLine2: null, city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' },
    ...overrides,
  };
}

export function aSlab(overrides: Partial<MembershipSlab> = {}): MembershipSlab {
  return { id: 5, membershipPlanSlabId: 5, membershipPlanName: 'Signature', durationInMonths: 6, amount: 469, ...overrides };
}

export function aMembership(overrides: Partial<UserMembership> = {}): UserMembership {
  return { membershipPlanSlab: aSlab(), startDate: '2025-03-01', expiryDate: '2025-08-31', status: 'ACTIVE', ...overrides };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  return { productId: 3, title: 'Kelly 28', url: 'kelly-28', brand: 'Hermès', images: [], pictures: [], available: true, bookedRanges: [], ...overrides };
}

/** A bag's pictures as the server sends them: per view, 320/640/960 wide WebP files. */
export function somePictures(id: number, title = `Bag ${id}`, views: readonly string[] = ['front']): Picture[] {
  return views.map((view) => {
    const file = (w: number) => `/media/bags/bag-${id}/${view}-${w}.0123456789.webp`;
    return { view, alt: `${title}, ${view}`, width: 960, height: 1200, src: file(640), sources: [320, 640, 960].map((w) => ({ url: file(w), width: w })) };
  });
}

export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    bookingId: 9,
    productId: 3,
    userId: 42,
    startDate: '2025-03-10',
    returnDate: '2025-03-16',
    status: { name: 'BOOKED' },
    product: aProduct(),
    open: true,
    ...overrides,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return { orderId: 77, status: { name: 'ACTIVATED' }, membershipPlanSlab: aSlab(), amount: 469, createdAt: '2025-03-01T10:00:00.000Z', ...overrides };
}
