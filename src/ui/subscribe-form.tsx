import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { subscribe } from '../api/customer';
import { trackEvent } from '../tracking/pixel';
import { $remoteMessages } from '../validation/messages';
import { LIMITS, validateField } from '../validation/rules';
import { useWrite } from './use-write';

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
  const [done, setDone] = useState<string | null>(null);
  const write = useWrite<string>();
  const busy = write.busy;
  const serverError = write.fieldErrors.email ?? write.error;

  const ruleError = validateField('email', email.trim(), remote);
  const error = serverError ?? (touched ? ruleError : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    setDone(null);
    if (ruleError || busy) return;
    const sent = await write.run(async () => {
      const message = await subscribe(email.trim());
      trackEvent('subscribe');
      return message;
    });
    if (!sent.ok) return;
    setDone(sent.value || SUBSCRIBED_FALLBACK);
    setEmail('');
    setTouched(false);
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
            write.clear();
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
