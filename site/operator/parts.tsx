import { useLayoutEffect, useRef } from 'react';

/** Where an action's outcome is announced; it takes focus so a keyboard or screen reader user hears it. */
export function Feedback({ action }: { action: { error: string | null; done: string | null } }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const text = action.error ?? action.done;
  // Before paint, in the commit that shows it: the button that was pressed may be gone by then (a decision form
  // closes), and an effect would leave focus on <body> for a frame, which is what a screen reader announces.
  useLayoutEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  if (!text) return null;
  return (
    <p ref={ref} tabIndex={-1} className={action.error ? 'ops-error' : 'ops-done'} role={action.error ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
