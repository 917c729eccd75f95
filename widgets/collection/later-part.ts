import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { afterPaint } from '../../src/ui/after-paint';
import { addStyles } from '../../src/ui/define-widget';
import { onDemand } from '../../src/ui/on-demand';

export type LaterModule = typeof import('./collection-later');

/** The collection's parts for after the first screen (./collection-later.tsx), fetched once per page. */
export const collectionLater = onDemand<LaterModule>(() => import('./collection-later'));

// Asked for as the page loads (the site's collection page): a widget rendered before they are in takes them as they
// come, so the site shows the filters' counts without waiting for the visitor's first move.
let askedEarly = false;

/** The site's page: the later parts fetched now, beside the page's first calls. */
export function askCollectionLaterEarly(): void {
  askedEarly = true;
  void collectionLater.start().catch(() => {});
}

/**
 * The later parts once their code is in (null until then), and `intent`, for the widget's first pointerover,
 * pointerdown, focus or keypress: the fetch starts after that input's paint, so the tap it leads to is answered as fast as
 * before and usually finds the code in. `needed`: the screen shows them now (a restored filter, the Favourites
 * view, a message), so they are fetched at once. Their CSS goes into the widget's shadow root before they paint.
 */
export function useCollectionLater(root: RefObject<HTMLElement | null>, needed: boolean): [LaterModule | null, () => void] {
  const [later, setLater] = useState<LaterModule | null>(collectionLater.current);
  // Asked once; a failed fetch (offline) is asked again at the next intent.
  const asked = useRef(false);
  const intent = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    afterPaint(() => {
      collectionLater.start().then(
        // A widget gone by then ignores it (Preact drops an unmounted component's state updates).
        (module) => setLater(() => module),
        () => (asked.current = false),
      );
    });
  }, []);
  useEffect(() => {
    if ((needed || askedEarly) && later === null) intent();
  }, [needed, later, intent]);
  useLayoutEffect(() => {
    const shadow = root.current?.getRootNode();
    if (later && shadow instanceof ShadowRoot && shadow.host instanceof HTMLElement) addStyles(shadow.host, later.LATER_CSS);
  }, [later, root]);
  return [later, intent];
}
