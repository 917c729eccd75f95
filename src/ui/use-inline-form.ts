import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A button that opens a small form in its place, and the note that replaces the form once it is saved. Focus
 * follows what replaces the pressed control, in the same commit, so a keyboard or screen-reader user stays with
 * it: the element `firstInForm` selects when the form opens, the note once saved, the button again on Cancel.
 * Nothing moves on the first render.
 */
export function useInlineForm(firstInForm: string) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
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

  return {
    open,
    done,
    formRef,
    buttonRef,
    noteRef,
    show() {
      moved.current = true;
      setDone(null);
      setOpen(true);
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
