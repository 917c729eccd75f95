import { atom } from 'nanostores';
import { shared } from './shared-registry';

export type DialogName = 'login' | 'signup' | 'otp';

/** Which auth dialog is open; the header opens them, the auth widget shows them. */
export const $dialog = shared('dialog', () => atom<DialogName | null>(null));

export function openDialog(name: DialogName): void {
  $dialog.set(name);
}

export function closeDialog(): void {
  $dialog.set(null);
}
