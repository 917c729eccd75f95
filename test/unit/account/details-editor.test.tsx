import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../support/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { getEditableDetails, saveDetails, sendMobileOtp, verifyMobile } from '../../../src/api/my-account';
import type { User } from '../../../src/api/shapes/user';
import { getUser } from '../../../src/api/user';
import { readAccessToken } from '../../../src/storage/session-storage';
import { $user } from '../../../src/stores/session';
import { EditDetailsCard } from '../../../widgets/account/details-editor';
import { sampleUser } from '../../support/api-samples';

vi.mock('../../../src/api/user', () => ({ getUser: vi.fn() }));
vi.mock('../../../src/api/my-account', () => ({ getEditableDetails: vi.fn(), saveDetails: vi.fn(), sendMobileOtp: vi.fn(), verifyMobile: vi.fn() }));

const ASHA: User = sampleUser({
  id: 42,
  username: '9000000002',
  phone: '9000000002',
  firstName: 'Asha',
  lastName: 'Mehra',
  email: 'asha@example.com',
  status: { code: 'ACTIVE' },
  userAddress: { addressLine1: '12 MG Road', addressLine2: null, city: 'Jaipur', state: 'rajasthan', zipcode: '302001' },
});

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

beforeEach(() => {
  sessionStorage.clear();
  $user.set(ASHA);
  vi.mocked(getUser).mockReset().mockResolvedValue(ASHA);
  vi.mocked(getEditableDetails).mockReset().mockResolvedValue(ASHA);
  vi.mocked(saveDetails).mockReset();
  vi.mocked(sendMobileOtp).mockReset();
  vi.mocked(verifyMobile).mockReset();
});
afterEach(() => cleanup());

describe('editing details', () => {
  it("opens on the member's details, checks by the shared rules, saves, and focuses the result", async () => {
    render(<EditDetailsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    expect(document.activeElement).toBe(field('First name'));
    // The state typed at sign-up is chosen in the list as the list spells it.
    expect((screen.getByLabelText('State or union territory') as HTMLSelectElement).value).toBe('Rajasthan');

    type('PIN code', '012345');
    fireEvent.change(input('addressLine1'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByText('Please enter a valid Zipcode');
    expect(screen.getByText('Address is required.')).toBeTruthy();
    expect(saveDetails).not.toHaveBeenCalled();
    // The first wrong field takes focus with its message.
    expect(document.activeElement).toBe(input('addressLine1'));

    type('PIN code', '400026');
    fireEvent.change(input('addressLine1'), { target: { value: ' 14 Carmichael Road ' } });
    const state = screen.getByLabelText('State or union territory') as HTMLSelectElement;
    // A select's onChange is the native change event (@testing-library/preact's fireEvent.change sends input).
    state.value = 'Maharashtra';
    act(() => void state.dispatchEvent(new Event('change', { bubbles: true })));
    vi.mocked(saveDetails).mockResolvedValue({ ...ASHA, userAddress: { ...ASHA.userAddress, addressLine1: '14 Carmichael Road' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    const saved = await screen.findByText('Your details are saved.');
    expect(saveDetails).toHaveBeenCalledWith({
      firstName: 'Asha',
      lastName: 'Mehra',
      email: 'asha@example.com',
      addressLine1: '14 Carmichael Road',
      addressLine2: '',
      city: 'Jaipur',
      state: 'Maharashtra',
      zipcode: '400026',
    });
    expect(document.activeElement).toBe(saved);
    expect($user.get()?.userAddress?.addressLine1).toBe('14 Carmichael Road');
  });

  it("shows the server's message under its field, and Cancel gives focus back to the button", async () => {
    render(<EditDetailsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    vi.mocked(saveDetails).mockRejectedValue(new ApiError('http', 'Please enter a valid Email', 400, { email: 'Please enter a valid Email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field('Email'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit details' }));
  });
});

describe('on a backend without the editor', () => {
  it('is left out, rather than a form whose save can only fail', async () => {
    vi.mocked(getEditableDetails).mockRejectedValue(new ApiError('absent', 'Not Found', 404));
    const { container } = render(<EditDetailsCard />);
    await waitFor(() => expect(getEditableDetails).toHaveBeenCalled());
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
  });
});

describe('changing the mobile number', () => {
  it('sends an OTP to the new number, then confirms it: the session takes the new tokens, and focus lands on the result', async () => {
    render(<EditDetailsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change mobile number' }));
    expect(document.activeElement).toBe(field('New mobile number'));
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Mobile number is required.')).toBeTruthy();

    vi.mocked(sendMobileOtp).mockResolvedValue({ otp: '123456' });
    type('New mobile number', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    const otp = await screen.findByLabelText('OTP sent to +91 98765 43210');
    expect(sendMobileOtp).toHaveBeenCalledWith({ mobile: '9876543210' });
    expect(document.activeElement).toBe(otp);

    vi.mocked(verifyMobile).mockRejectedValueOnce(new ApiError('http', 'Invalid OTP', 400, { otp: 'Invalid OTP' }));
    type('OTP sent to', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new number' }));
    expect(await screen.findByText('Invalid OTP')).toBeTruthy();

    const moved = { ...ASHA, username: '9876543210', phone: '9876543210' };
    vi.mocked(verifyMobile).mockResolvedValue({ accessToken: 'new-access', refreshToken: 'new-refresh', user: moved });
    vi.mocked(getUser).mockResolvedValue(moved);
    vi.mocked(getEditableDetails).mockResolvedValue(moved);
    type('OTP sent to', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new number' }));
    const done = await screen.findByRole('status');
    expect(verifyMobile).toHaveBeenLastCalledWith({ mobile: '9876543210', otp: '123456' });
    expect(document.activeElement).toBe(done);
    expect(readAccessToken()).toBe('new-access');
    expect($user.get()?.username).toBe('9876543210');
    await waitFor(() => expect(done.textContent).toBe('Your mobile number is now +91 98765 43210. Log in with it from now on.'));
    expect(within(done.parentElement!).getByRole('button', { name: 'Change mobile number' })).toBeTruthy();
  });
});
