import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * After something focusable leaves a list (a removed chip),
 * focus moves to what took its place, or the one before, or `fallback` when the list
 * is empty: never to the page body. Call `removing(index)` as the item goes.
 */
export function useRefocus(list: RefObject<HTMLElement | null>, selector: string, size: number, fallback: () => void): (index: number) => void {
  // A ref, not state: noting the index must not run the effect before the item has gone.
  const pending = useRef<number | null>(null);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  useEffect(() => {
    const index = pending.current;
    if (index === null) return;
    pending.current = null;
    const items = list.current?.querySelectorAll<HTMLElement>(selector) ?? [];
    if (items.length > 0) items[Math.min(index, items.length - 1)].focus();
    else fallbackRef.current();
  }, [size, list, selector]);
  return useCallback((index: number) => {
    pending.current = index;
  }, []);
}
