import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../../src/ui/after-paint';

describe('afterPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs the work once, after the next frame, not inside the event that asked', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const work = vi.fn();
    afterPaint(work, 10_000);
    expect(work).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // No frame yet: still waiting for the paint.
    expect(work).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(performance.now()));
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
  });

  it('still runs on a page that paints no frames, once, after its latest', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const work = vi.fn();
    afterPaint(work, 30);
    expect(work).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
