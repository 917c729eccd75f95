import { cleanup, fireEvent, render, screen } from '../support/testing-library';
import { number } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/api/http';
import { configure } from '../../../src/config/widget-config';
import { createFetcherStore } from '../../../src/stores/query';
import { LoadSection } from '../../../src/ui/load-section';
import { useQuery } from '../../../src/ui/use-query';
import { data, fakeFetch, text } from '../api/fake-fetch';
import { settle } from '../support/settle';

// The whole path of a failed load: the HTTP client, a fetcher store, useQuery and LoadSection.
const $count = createFetcherStore<number>('load-section-test/count', { fetcher: () => request('POST', '/api/product/count', number()) });

function Count() {
  const { state, retry } = useQuery($count);
  return (
    <LoadSection state={state} retry={retry} what="the collection">
      {(n) => <p>{n} bags</p>}
    </LoadSection>
  );
}

beforeEach(() => {
  configure({ apiBase: '' });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(console.error).mockRestore();
});

describe('an unexpected answer (spec point 8: a 200 that does not parse)', () => {
  it('shows a friendly retry message, never developer text; the detail goes to the console; Retry loads again', async () => {
    fakeFetch(data('twelve'), data(12));
    render(<Count />);
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not load the collection. Something went wrong. Please try again.');
    expect(alert.textContent).not.toMatch(/api|Expected|Unexpected/);
    expect(vi.mocked(console.error).mock.calls[0][0]).toMatch(/^Unexpected response from \/api\/product\/count \(data: Expected a number/);
    fireEvent.click(screen.getByRole('button', { name: 'Retry the collection' }));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('12 bags')).toBeTruthy();
  });

  it('a 200 that is not JSON at all reads the same way', async () => {
    fakeFetch(text('<html>maintenance</html>'));
    render(<Count />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('We could not load the collection. Please try again.');
    expect(vi.mocked(console.error)).toHaveBeenCalledWith('Unexpected response from /api/product/count (not JSON)');
  });
});
