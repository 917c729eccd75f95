import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../../src/ui/after-paint';

describe('afterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs the work once, after the next frame, not inside the event that asked', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const work = vi.fn();
    afterPaint(work, 10_000);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    // No frame yet: still waiting for the paint.
    expect(work).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(performance.now()));
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    // The latest-by timer that was also set does not run it a second time.
    vi.advanceTimersByTime(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('still runs on a page that paints no frames, once, after its latest', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const work = vi.fn();
    afterPaint(work, 30);
    vi.advanceTimersByTime(29);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
