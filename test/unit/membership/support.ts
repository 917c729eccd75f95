import { act, fireEvent, screen } from '../support/testing-library';
import type { MembershipSlab } from '../../../src/api/shapes/membership';
import type { User, UserStatus } from '../../../src/api/shapes/user';
import { sampleSlab, sampleUser } from '../../support/api-samples';

export function userWith(code: UserStatus, extra: Partial<User> = {}): User {
  return sampleUser({
    id: 42,
    username: '9876543210',
    phone: '9876543210',
    firstName: 'Asha',
    lastName: 'Mehra',
    email: 'asha@example.com',
    status: { code },
    userAddress: { addressLine1: null, addressLine2: null, city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' },
    ...extra,
  });
}

export const SLABS: MembershipSlab[] = [
  sampleSlab({ id: 1, membershipPlanName: 'Classic', planCode: 'CLASSIC', amount: 149, durationInMonths: 3, bagsAtATime: 1, maxRentalDays: 7 }),
  sampleSlab({ id: 5, membershipPlanName: 'Signature', amount: 469, durationInMonths: 6, bagsAtATime: 2, maxRentalDays: 14 }),
];

export { settle } from '../support/settle';

export function type(label: string | RegExp, value: string): HTMLInputElement {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.input(input, { target: { value } });
  return input;
}

export function leave(label: string | RegExp): void {
  fireEvent.focusOut(screen.getByLabelText(label));
}

export function chooseFile(label: string | RegExp, file: File): void {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export const png = (name = 'front.png', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
export const pdf = (name = 'pan.pdf', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function button(name: string | RegExp): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

/**
 * happy-dom's elements have no ondragover/ondrop properties, so Preact would listen for
 * 'DragOver' instead of 'dragover' (it checks `'ondragover' in element`, as browsers have it).
 */
export function allowDragEvents(): void {
  for (const name of ['ondragover', 'ondragleave', 'ondrop']) {
    if (!(name in HTMLElement.prototype)) Object.defineProperty(HTMLElement.prototype, name, { value: null, writable: true, configurable: true });
  }
}
