/**
 * Runs `work` once the page has loaded and the browser has a quiet moment, so code
 * that can wait (a dialog nobody has opened yet) never competes with what the
 * visitor is looking at. Returns a cancel function.
 */
export function whenIdle(work: () => void, timeoutMs = 5_000): () => void {
  let cancelled = false;
  let idleId: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idleId = requestIdleCallback(() => !cancelled && work(), { timeout: timeoutMs });
    else timer = setTimeout(() => !cancelled && work(), 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleId !== null && typeof cancelIdleCallback === 'function') cancelIdleCallback(idleId);
    if (timer !== null) clearTimeout(timer);
  };
}
