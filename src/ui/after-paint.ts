/**
 * Runs `work` once the browser has painted what the current event changed: a tap is answered at its
 * next paint (INP), so work that can follow it (fetching code, rendering results) goes after it.
 * A page that paints no frames (hidden, or in a throttled frame) still runs it, after `latest` ms.
 */
export function afterPaint(work: () => void, latest = 500): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  const frames = typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden';
  // A task queued from the frame's callback runs after that frame is painted.
  if (frames) requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, frames ? latest : 0);
}
