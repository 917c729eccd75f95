import { useLayoutEffect, useRef } from 'react';

/**
 * For a form that goes through steps in place: when `step` changes (never on the first render), focus moves to the
 * first element inside the returned ref's element that `target` selects, in the commit that shows the step, so a
 * keyboard or screen-reader user stays with it.
 */
export function useStepFocus<T extends HTMLElement>(step: string, target: string) {
  const box = useRef<T>(null);
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    box.current?.querySelector<HTMLElement>(target)?.focus();
  }, [step, target]);
  return box;
}
