import type { ReactNode } from 'react';

/** The dialog's main button: disabled while the form is invalid, and busy (still disabled) while its call runs. */
export function SubmitButton({ invalid, busy, children }: { invalid: boolean; busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button-primary button-block" disabled={invalid || busy} aria-busy={busy ? true : undefined}>
      {children}
    </button>
  );
}
