import { act, cleanup, render, screen } from '../support/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BagFactsPart, bagFactsPart } from '../../../widgets/booking/bag-facts-part';
import { sampleProduct } from '../../support/api-samples';

// A stand-in for the browser's IntersectionObserver: the test says when the watched place nears the screen.
const watchers: { report: IntersectionObserverCallback; margin: string | undefined; observed: Element[] }[] = [];
class FakeObserver {
  observed: Element[] = [];
  constructor(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    watchers.push({ report, margin: options?.rootMargin, observed: this.observed });
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  watchers.length = 0;
});

describe("the bag's facts, fetched as their place nears the screen", () => {
  it('shows the loading panel and fetches nothing until the place is on the screen, or within 600 px once the visitor scrolls', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const start = vi.spyOn(bagFactsPart, 'start');
    render(<BagFactsPart product={sampleProduct()} />);
    expect(screen.getByRole('status').textContent).toBe("Loading the bag's details…");
    expect(screen.queryByRole('region', { name: 'Size, condition and authenticity' })).toBeNull();
    expect(start).not.toHaveBeenCalled();
    // Before any scroll, only the screen itself counts.
    expect(watchers.map((w) => w.margin)).toEqual(['0px']);
    // The visitor scrolls (here a box on the page: the listener catches any scroll): now 600 px ahead.
    act(() => {
      document.body.dispatchEvent(new Event('scroll'));
    });
    expect(watchers.map((w) => w.margin)).toEqual(['0px', '600px 0px']);
    expect(start).not.toHaveBeenCalled();

    const place = watchers[1].observed[0];
    act(() => watchers[1].report([{ isIntersecting: true, target: place } as IntersectionObserverEntry], {} as IntersectionObserver));
    const facts = await screen.findByRole('region', { name: 'Size, condition and authenticity' });
    expect(start).toHaveBeenCalledTimes(1);
    expect(facts.textContent).toMatch(/authorised retailers/);
  });
});
