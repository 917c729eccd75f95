import type { ClipboardEvent } from 'react';
import { normalizeMobile } from '../../src/validation/rules';

/**
 * The field holds 10 digits (maxlength), so a pasted '+91 98765 43210' would be cut
 * to '+91 98765 ' before any filter saw it. A paste that is a whole number, with
 * or without the +91 or 0 prefix, replaces the field with its 10 digits instead.
 */
export function pasteMobile(setValue: (value: string) => void) {
  return (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData?.getData('text') ?? '';
    const digits = text.replace(/[^0-9]/g, '');
    const normalized = normalizeMobile(text);
    if (digits.length < 10 || normalized.length !== 10) return;
    event.preventDefault();
    event.currentTarget.value = normalized;
    setValue(normalized);
  };
}
