import { useEffect, useRef, useState } from 'react';

/**
 * Whether a part's place has come within 600 px of the screen (once true, it stays true), and the ref for
 * that place: a part whose code is fetched on demand is fetched then, so a visitor who only looks at the
 * top of the bag page never waits for it. Without IntersectionObserver, at once.
 */
export function useNearScreen<T extends Element>(watching: boolean) {
  const [near, setNear] = useState(false);
  const spot = useRef<T>(null);
  useEffect(() => {
    const place = spot.current;
    if (!watching || near || !place) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const watch = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '600px 0px' });
    watch.observe(place);
    return () => watch.disconnect();
  }, [watching, near]);
  return { near, spot };
}
