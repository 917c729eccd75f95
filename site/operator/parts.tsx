import { useEffect, useRef, useState } from 'react';
import { ApiError, errorText } from '../../src/api/api-error';

export interface Action {
  busy: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  done: string | null;
  /** Runs `work` once at a time; its answer's text (or the failure's) is announced where `Feedback` sits. */
  run: (work: () => Promise<string | null | void>) => Promise<boolean>;
  clear: () => void;
}

/** An operator action's state: busy while it runs, then the server's refusal or what was done. */
export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const running = useRef(false);
  return {
    busy,
    error,
    fieldErrors,
    done,
    clear: () => (setError(null), setFieldErrors({}), setDone(null)),
    run: async (work) => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setError(null);
      setFieldErrors({});
      setDone(null);
      try {
        const message = await work();
        setDone(message || null);
        return true;
      } catch (err) {
        setError(errorText(err) ?? 'This did not work. Please try again.');
        if (err instanceof ApiError) setFieldErrors(err.fieldErrors);
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
  };
}

/** Where an action's outcome is announced; it takes focus so a keyboard or screen reader user hears it. */
export function Feedback({ action }: { action: Pick<Action, 'error' | 'done'> }) {
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
