import { useEffect, useId, useState, type FormEvent } from 'react';
import { onDemand, useOnDemand } from './on-demand';
import { useWrite } from './use-write';

/** The rule, the call and the pixel, fetched when the visitor reaches the form (pointer, touch, focus) or submits it. */
const sending = onDemand(() => import('./subscribe-send'));

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
  const [reached, setReached] = useState(false);
  const send = useOnDemand(sending, reached);
  // The club's remote texts come with the rule; a change to them shows at once, as any store's would.
  const [, showMessages] = useState(0);
  useEffect(() => send?.$remoteMessages.listen(() => showMessages((n) => n + 1)), [send]);
  const remote = send?.$remoteMessages.get();
  const reach = () => setReached(true);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const write = useWrite<string>();
  const busy = write.busy;
  const serverError = write.fieldErrors.email ?? write.error;

  // Until the rule is in, nothing is judged: the visitor has not reached the field yet.
  const ruleError = send ? send.validateField('email', email.trim(), remote) : null;
  const error = serverError ?? (touched ? ruleError : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    setDone(null);
    reach();
    if (busy) return;
    // Once in, the rule judges the address first; if the code could not be fetched, the write below
    // tries again and says what went wrong.
    const parts = send ?? (await sending.start().catch(() => null));
    if (parts?.validateField('email', email.trim(), parts.$remoteMessages.get())) return;
    const sent = await write.run(async () => {
      const { subscribe, trackEvent } = parts ?? (await sending.start());
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
    <form
      className={className ? `subscribe-form ${className}` : 'subscribe-form'}
      noValidate
      onSubmit={onSubmit}
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={reach}
      aria-label="Newsletter subscription"
    >
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
          maxLength={send?.LIMITS.email}
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
