import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After something focusable leaves a list (a removed chip, an un-hearted favourite),
 * focus moves to what took its place, or the one before, or `fallback` when the list
 * is empty: never to the page body. Call `removing(index)` as the item goes.
 */
export function useRefocus(list: RefObject<HTMLElement | null>, selector: string, size: number, fallback: () => void): (index: number) => void {
  const [pending, setPending] = useState<number | null>(null);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  useEffect(() => {
    if (pending === null) return;
    setPending(null);
    const items = list.current?.querySelectorAll<HTMLElement>(selector) ?? [];
    if (items.length > 0) items[Math.min(pending, items.length - 1)].focus();
    else fallbackRef.current();
  }, [size]);
  return setPending;
}
