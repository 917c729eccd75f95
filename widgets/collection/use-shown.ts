import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * A ref, and whether its element is laid out (not display: none), turning true once, when it first is: the
 * filters' sidebar shows only in a wide widget (a container query), so a phone's hidden sidebar draws
 * nothing (the Filters drawer shows the filters there).
 */
export function useShown<T extends HTMLElement>(watched: RefObject<HTMLElement | null>): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (shown || !element) return undefined;
    const check = () => {
      if (element.getClientRects().length > 0) setShown(true);
    };
    check();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const watch = new ResizeObserver(check);
    watch.observe(watched.current ?? element);
    return () => watch.disconnect();
  }, [ref, watched, shown]);
  return [ref, shown];
}
