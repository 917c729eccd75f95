// What npm run pageload runs inside the page before any of its scripts (so each function stands alone:
// Playwright sends its source, not its closure), and the waterfall it builds from a load's requests.

/** Runs in the page before any of its scripts: LCP and its element, CLS (largest session window), long tasks, the main-content time. */
export function observe(markerSelector) {
  const w = window;
  w.__load = { lcp: null, lcpAt: null, lcpTag: null, cls: 0, main: null, longTasks: [] };
  const describe = (e) => {
    const el = e.element;
    const file = e.url ? ` ${e.url.split('/').pop().split('?')[0].slice(0, 48)}` : '';
    // An element inside a shadow root is not exposed to the entry; its picture's URL still is.
    if (!el) return `(in a widget) ${e.url ? 'img' : 'text'}${file}`;
    const cls = el.classList.length ? `.${[...el.classList].slice(0, 2).join('.')}` : '';
    const text = !e.url && el.textContent ? ` "${el.textContent.trim().slice(0, 30)}"` : '';
    return `${el.localName}${cls}${file}${text}`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__load.lcp = e.startTime;
      w.__load.lcpAt = performance.now();
      w.__load.lcpTag = describe(e);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__load.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  let windowValue = 0;
  let windowStart = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (windowValue && (e.startTime - last > 1000 || e.startTime - windowStart > 5000)) {
        windowValue = 0;
        windowStart = e.startTime;
      }
      if (!windowValue) windowStart = e.startTime;
      windowValue += e.value;
      last = e.startTime;
      w.__load.cls = Math.max(w.__load.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });

  // `a >>> b`: b inside a's shadow root. Every selector in the list is tried.
  const deepAll = (root, selector) => {
    const [first, ...rest] = selector.split('>>>').map((s) => s.trim());
    let found = [...root.querySelectorAll(first)];
    for (const part of rest) found = found.flatMap((el) => (el.shadowRoot ? [...el.shadowRoot.querySelectorAll(part)] : []));
    return found;
  };
  // Only what is on the page counts: the collection's filter panel keeps its loading panel in the
  // sidebar a phone does not show until the site hands the panel over, which may come after the cards.
  const busyInside = (root) => {
    const busy = root.querySelectorAll('[aria-busy="true"], .skeleton, [data-testid="skeleton"], .card-skeleton, .filters-skeleton');
    if ([...busy].some((el) => el.getClientRects().length > 0)) return true;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot && busyInside(el.shadowRoot)) return true;
    return false;
  };
  const check = () => {
    const main = document.querySelector('main');
    const markers = !markerSelector || markerSelector.split(',').some((s) => deepAll(document, s).length > 0);
    if (main && markers && !busyInside(main)) {
      w.__load.main = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Runs in the page before any of its scripts: every Event Timing entry of an interaction, for the taps. */
export function observeEvents() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        window.__events.push({
          id: e.interactionId,
          name: e.name,
          start: e.startTime,
          duration: e.duration,
          delay: e.processingStart - e.startTime,
          work: e.processingEnd - e.processingStart,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** One load's requests and long tasks, in ms from the document's request (the page's time origin, near enough). */
export function waterfall(log, longTasks) {
  const entries = [...log.values()];
  const zero = entries[0]?.start ?? 0;
  const ms = (t) => (t === undefined ? null : Math.round((t - zero) * 1000));
  const name = (url) => {
    const u = new URL(url);
    return u.pathname.startsWith('/api/') ? `${u.pathname}${u.search}` : u.pathname.split('/').pop() || '/';
  };
  return [
    ...entries.map((e) => ({
      what: `${e.method === 'GET' ? '' : `${e.method} `}${name(e.url)}`,
      start: ms(e.start),
      firstByte: ms(e.firstByte),
      end: ms(e.end),
      note: e.priority,
    })),
    ...longTasks.map(([start, duration]) => ({ what: 'long task', start: Math.round(start), firstByte: null, end: Math.round(start + duration), note: '' })),
  ].sort((a, b) => a.start - b.start);
}
