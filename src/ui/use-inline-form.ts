import { useLayoutEffect, useRef, useState } from 'react';
import type { OnDemand } from './on-demand';

/**
 * A button that opens a small form in its place, and the note that replaces the form once it is saved. Focus
 * follows what replaces the pressed control, in the same commit, so a keyboard or screen-reader user stays with
 * it: the element `firstInForm` selects when the form opens, the note once saved, the button again on Cancel.
 * Nothing moves on the first render.
 *
 * With `part`, the form's code is fetched when the member reaches for the button (`prefetch` on pointer or focus)
 * or presses it: the button stays, with the focus, until the code is in, and `failed` tells when it could not come.
 */
export function useInlineForm<T>(firstInForm: string, part?: OnDemand<T>) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);

  useLayoutEffect(() => {
    if (!moved.current) return;
    if (open) formRef.current?.querySelector<HTMLElement>(firstInForm)?.focus();
    else if (done) noteRef.current?.focus();
    else buttonRef.current?.focus();
  }, [open, done, firstInForm]);

  const show = () => {
    moved.current = true;
    setDone(null);
    setFailed(false);
    setOpen(true);
  };
  return {
    open,
    done,
    failed,
    formRef,
    buttonRef,
    noteRef,
    /** The form's code when it comes on demand: null until it is in. */
    Form: part ? part.current() : null,
    prefetch() {
      void part?.start().catch(() => {});
    },
    show() {
      if (!part) return show();
      void part.start().then(show, () => setFailed(true));
    },
    cancel() {
      moved.current = true;
      setOpen(false);
    },
    finish(note: string) {
      moved.current = true;
      setDone(note);
      setOpen(false);
    },
  };
}
