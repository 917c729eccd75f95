import { useEffect, useRef } from 'react';

/** Where an action's outcome is announced; it takes focus so a keyboard or screen reader user hears it. */
export function Feedback({ action }: { action: { error: string | null; done: string | null } }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const text = action.error ?? action.done;
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  if (!text) return null;
  return (
    <p ref={ref} tabIndex={-1} className={action.error ? 'ops-error' : 'ops-done'} role={action.error ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
