import { useEffect, useRef, useState } from 'react';

/**
 * Whether a part's place has come within 600 px of the screen (once true, it stays true), and the ref for
 * that place: a part whose code is fetched on demand is fetched then, so a visitor who only looks at the
 * top of the bag page never waits for it. With `afterScroll`, the 600 px count only from the visitor's first
 * scroll (of the page or any box on it); before it, only a place already on the screen: on a wide screen
 * the foot of the bag's column is within 600 px as the page opens, and a reader who does not scroll never
 * needs it. Without IntersectionObserver, at once.
 */
export function useNearScreen<T extends Element>(watching: boolean, afterScroll = false) {
  const [near, setNear] = useState(false);
  const [scrolled, setScrolled] = useState(!afterScroll);
  const spot = useRef<T>(null);
  useEffect(() => {
    if (scrolled || !watching || near) return undefined;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, [scrolled, watching, near]);
  useEffect(() => {
    const place = spot.current;
    if (!watching || near || !place) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const margin = scrolled ? '600px 0px' : '0px';
    const watch = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    watch.observe(place);
    return () => watch.disconnect();
  }, [watching, near, scrolled]);
  return { near, spot };
}
