import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError, errorText } from '../api/api-error';
import { subscribe } from '../api/customer';
import { trackEvent } from '../tracking/pixel';
import { $remoteMessages } from '../validation/messages';
import { LIMITS, validateField } from '../validation/rules';

export const SUBSCRIBED_FALLBACK = 'Thank you for subscribing.';

interface SubscribeFormProps {
  /** The visible label of the email field. */
  label?: string;
  className?: string;
}

/**
 * The footer's newsletter subscription (POST /api/customer/subscribe). The email
 * rule of spec point 5 is checked here and again on the server; success fires the
 * 'subscribe' pixel event. Subscribing twice is fine: the server says so kindly.
 */
export function SubscribeForm({ label = 'Your email address', className }: SubscribeFormProps) {
  const id = useId();
  const remote = useStore($remoteMessages);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const ruleError = validateField('email', email.trim(), remote);
  const error = serverError ?? (touched ? ruleError : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    setDone(null);
    if (ruleError || busy) return;
    setBusy(true);
    setServerError(null);
    try {
      const message = await subscribe(email.trim());
      trackEvent('subscribe');
      setDone(message || SUBSCRIBED_FALLBACK);
      setEmail('');
      setTouched(false);
    } catch (err) {
      const text = err instanceof ApiError ? (err.fieldErrors.email ?? errorText(err)) : errorText(err);
      setServerError(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={className ? `subscribe-form ${className}` : 'subscribe-form'} noValidate onSubmit={onSubmit} aria-label="Newsletter subscription">
      <label className="subscribe-form__label" htmlFor={id}>
        {label}
      </label>
      <div className="subscribe-form__row">
        <input
          id={id}
          className="subscribe-form__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={LIMITS.email}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setServerError(null);
            setDone(null);
          }}
          onBlur={() => email !== '' && setTouched(true)}
        />
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="subscribe-form__error" role="alert">
          {error}
        </p>
      )}
      <p className="subscribe-form__done" role="status">
        {done}
      </p>
    </form>
  );
}
