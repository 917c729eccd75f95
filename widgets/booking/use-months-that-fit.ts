import { useEffect, useState, type RefObject } from 'react';

/**
 * How many months fit side by side: two from 520 px, one on a phone (a second month
 * stacked below would double the calendar's height). Two where nothing is laid out.
 */
export function useMonthsThatFit(root: RefObject<HTMLElement | null>): number {
  const [count, setCount] = useState(2);
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    // Width 0: not laid out (hidden, or no layout at all): keep what there is.
    const measure = () => element.clientWidth > 0 && setCount(element.clientWidth >= 520 ? 2 : 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [root]);
  return count;
}
