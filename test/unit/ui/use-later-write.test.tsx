import { act, cleanup, fireEvent, render, screen, waitFor } from '../support/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WriteHandle } from '../../../src/ui/use-write';

afterEach(() => cleanup());

/** A form's send button on the hook, from a fresh copy of its module: the write layer not fetched yet. */
async function freshForm(work: () => Promise<string>) {
  vi.resetModules();
  const { useLaterWrite } = await import('../../../src/ui/use-later-write');
  let handle!: WriteHandle<string>;
  function Form() {
    handle = useLaterWrite<string>();
    return (
      <>
        <button type="button" aria-busy={handle.busy || undefined} onClick={() => void handle.run(work)}>
          {handle.busy ? 'Sending…' : 'Send'}
        </button>
        {handle.error && <p role="alert">{handle.error}</p>}
        {handle.result && <p role="status">{handle.result}</p>}
      </>
    );
  }
  render(<Form />);
  return () => handle;
}

describe('useLaterWrite', () => {
  it('is busy from the press on while the write layer comes, and a second press meanwhile sends nothing twice', async () => {
    let finish!: (value: string) => void;
    const work = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    await freshForm(work);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button').textContent).toBe('Sending…');
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(work).toHaveBeenCalled());
    await act(async () => finish('Saved.'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
    expect(work).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').textContent).toBe('Send');
  });

  it("shows a refusal in the member's words, as useWrite does, and clear() forgets it", async () => {
    // The refusal from the same fresh module copies as the layer's (which tells an ApiError by its class).
    const failure: { error?: Error } = {};
    const handle = await freshForm(() => Promise.reject(failure.error));
    const { ApiError } = await import('../../../src/api/api-error');
    failure.error = new ApiError('network', 'Network error');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('We could not reach Tote'));
    act(() => handle().clear());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
