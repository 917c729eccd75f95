import { useEffect, useState } from 'react';
import { afterPaint } from '../../src/ui/after-paint';

/**
 * Whether the cards after the first row still wait, as loading cards of the same size, for the first
 * row's paint: only for the first answer the widget shows. On a slow phone the whole page of cards
 * (hearts and all) rendered and was laid out in one task before the first bag picture could paint;
 * the rest are below the fold on a phone and take their boxes a frame later, so nothing moves.
 */
export function useFirstRowFirst(ready: boolean): boolean {
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    if (waiting && ready) afterPaint(() => setWaiting(false));
  }, [waiting, ready]);
  return waiting;
}
