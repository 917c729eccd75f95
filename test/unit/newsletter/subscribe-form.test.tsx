import { act, cleanup, fireEvent, render, screen, waitFor } from '../support/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { subscribe } from '../../../src/api/customer';
import { trackEvent } from '../../../src/tracking/pixel';
import { setRemoteMessages } from '../../../src/validation/messages';
import { SubscribeForm } from '../../../src/ui/subscribe-form';

vi.mock('../../../src/api/customer', () => ({ subscribe: vi.fn() }));
vi.mock('../../../src/tracking/pixel', () => ({ trackEvent: vi.fn() }));

const subscribeMock = vi.mocked(subscribe);
const track = vi.mocked(trackEvent);

beforeEach(() => {
  subscribeMock.mockReset();
  track.mockReset();
  setRemoteMessages({});
});
afterEach(() => cleanup());

const field = () => screen.getByLabelText('Your email address') as HTMLInputElement;
const type = (value: string) => fireEvent.input(field(), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

describe('<SubscribeForm>', () => {
  it("refuses an empty or malformed address with spec point 5's messages, without calling the server", async () => {
    render(<SubscribeForm />);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Email is required.');
    type('asha@example');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please enter a valid Email'));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(field().maxLength).toBe(150);
    expect(subscribeMock).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it('uses a remote Email message when the configuration has one', async () => {
    setRemoteMessages({ Email: 'That {label} does not look right' });
    render(<SubscribeForm />);
    type('nope');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('That Email does not look right');
  });

  it("subscribes, fires the 'subscribe' pixel event, shows the server's message and clears the field", async () => {
    subscribeMock.mockResolvedValue('Thank you for subscribing. Our next newsletter will reach you by email.');
    render(<SubscribeForm />);
    type('  asha.mehra@example.com ');
    await act(async () => {
      submit();
    });
    await waitFor(() => expect(track).toHaveBeenCalledWith('subscribe'));
    expect(subscribeMock).toHaveBeenCalledWith('asha.mehra@example.com');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Thank you for subscribing. Our next newsletter will reach you by email.'));
    expect(field().value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fetches the rule when the visitor reaches the form, before anything is typed', async () => {
    // A fresh copy of the form's module: the other tests have fetched its rule already.
    vi.resetModules();
    const Fresh = (await import('../../../src/ui/subscribe-form')).SubscribeForm;
    render(<Fresh />);
    expect(field().maxLength).toBe(-1);
    fireEvent.focusIn(field());
    await waitFor(() => expect(field().maxLength).toBe(150));
    type('asha@');
    fireEvent.focusOut(field());
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid Email');
    expect(subscribeMock).not.toHaveBeenCalled();
  });

  it('a second subscription is a friendly message, not an error', async () => {
    subscribeMock.mockResolvedValue('You are already subscribed.');
    render(<SubscribeForm />);
    type('asha.mehra@example.com');
    await act(async () => {
      submit();
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You are already subscribed.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal for the field, and a network failure in plain words", async () => {
    subscribeMock.mockRejectedValueOnce(new ApiError('http', 'Please enter a valid Email', 400, { email: 'Please enter a valid Email' }));
    subscribeMock.mockRejectedValueOnce(new ApiError('network', 'Network error'));
    render(<SubscribeForm />);
    type('asha@example.com');
    await act(async () => {
      submit();
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please enter a valid Email'));
    expect(track).not.toHaveBeenCalled();
    await act(async () => {
      submit();
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('We could not reach Tote'));
  });

  it('the button is disabled while the call is in flight, so one click subscribes once', async () => {
    let finish!: (v: string) => void;
    subscribeMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<SubscribeForm />);
    type('asha@example.com');
    await act(async () => {
      submit();
    });
    const button = (await screen.findByRole('button', { name: 'Subscribing…' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(subscribeMock).toHaveBeenCalledTimes(1);
    await act(async () => finish('ok'));
  });
});
