import { cleanup, fireEvent, screen } from '../support/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import * as userApi from '../../../src/api/user';
import { $dialog } from '../../../src/stores/dialog';
import { button, deferred, MOBILE, pressEscape, renderDialogs, resetWorld, settle, type, typeAndLeave } from './support';

vi.mock('../../../src/api/user', () => ({
  validateUser: vi.fn(),
  sendOtp: vi.fn(),
  verifyOtp: vi.fn(),
  registerUser: vi.fn(),
  getUserByUsername: vi.fn(),
}));
vi.mock('../../../src/api/auth', () => ({ generateToken: vi.fn() }));
vi.mock('../../../src/api/remote-config', () => ({ loadRemoteConfig: vi.fn(async () => {}) }));
vi.mock('../../../src/tracking/pixel', () => ({ trackEvent: vi.fn() }));

const api = vi.mocked(userApi);

beforeEach(() => {
  resetWorld();
  vi.clearAllMocks();
});
afterEach(cleanup);

describe('login dialog', () => {
  it("shows 'Login', 'Enter your mobile number to login', the mobile field, 'Send OTP' and 'APPLY FOR MEMBERSHIP'", () => {
    renderDialogs('login');
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(screen.getByText('Enter your mobile number to login')).toBeTruthy();
    expect(dialog.className).toContain('modal--narrow');
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile.getAttribute('inputmode')).toBe('numeric');
    expect(mobile.getAttribute('autocomplete')).toBe('tel-national');
    expect(mobile.getAttribute('maxlength')).toBe('10');
    expect(document.activeElement).toBe(mobile);
    expect(button('Send OTP')).toBeTruthy();
    expect(button('APPLY FOR MEMBERSHIP')).toBeTruthy();
  });

  it("keeps 'Send OTP' disabled until the number is a valid 10-digit mobile number", () => {
    renderDialogs('login');
    expect(button('Send OTP').disabled).toBe(true);
    type('Mobile number', '98765');
    expect(button('Send OTP').disabled).toBe(true);
    type('Mobile number', MOBILE);
    expect(button('Send OTP').disabled).toBe(false);
  });

  it('shows each validation message once the field has been left', () => {
    renderDialogs('login');
    expect(screen.queryByText('Mobile number is required.')).toBeNull();
    typeAndLeave('Mobile number', '');
    expect(screen.getByText('Mobile number is required.')).toBeTruthy();
    typeAndLeave('Mobile number', '98765');
    expect(screen.getByText('Please enter a valid 10-digit mobile number.')).toBeTruthy();
    typeAndLeave('Mobile number', MOBILE);
    expect(screen.queryByText('Please enter a valid 10-digit mobile number.')).toBeNull();
  });

  it('takes digits only as typed, and normalises a pasted +91 or 0 prefixed number', () => {
    renderDialogs('login');
    const input = type('Mobile number', '98a7-6');
    expect(input.value).toBe('9876');
    fireEvent.paste(input, { clipboardData: { getData: () => '+91 98765 43210' } });
    expect(input.value).toBe(MOBILE);
    fireEvent.paste(input, { clipboardData: { getData: () => '09876543210' } });
    expect(input.value).toBe(MOBILE);
    expect(button('Send OTP').disabled).toBe(false);
  });

  it("says 'User not found' when validate-user answers 0, and sends no OTP", async () => {
    api.validateUser.mockResolvedValue(0);
    renderDialogs('login');
    type('Mobile number', MOBILE);
    fireEvent.click(button('Send OTP'));
    await settle();
    expect(api.validateUser).toHaveBeenCalledWith(MOBILE);
    expect(screen.getByText('User not found')).toBeTruthy();
    expect(api.sendOtp).not.toHaveBeenCalled();
    expect($dialog.get()).toBe('login');
  });

  it('sends the OTP with ROLE_CUSTOMER for a known user and opens the OTP dialog', async () => {
    api.validateUser.mockResolvedValue(1);
    api.sendOtp.mockResolvedValue({});
    renderDialogs('login');
    type('Mobile number', MOBILE);
    fireEvent.click(button('Send OTP'));
    await settle();
    expect(api.sendOtp).toHaveBeenCalledWith({ username: MOBILE, roles: ['ROLE_CUSTOMER'] });
    expect(screen.getByRole('dialog', { name: 'Enter OTP' })).toBeTruthy();
  });

  it("shows the server's message when send-otp answers 400", async () => {
    api.validateUser.mockResolvedValue(1);
    api.sendOtp.mockRejectedValue(new ApiError('http', 'Mobile number is blocked', 400));
    renderDialogs('login');
    type('Mobile number', MOBILE);
    fireEvent.click(button('Send OTP'));
    await settle();
    expect(screen.getByText('Mobile number is blocked')).toBeTruthy();
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe(MOBILE);
    expect(button('Send OTP').disabled).toBe(false);
  });

  it('stays quiet on a 200 whose body does not parse, and is ready again', async () => {
    api.validateUser.mockRejectedValue(new ApiError('parse', 'not JSON', 200));
    renderDialogs('login');
    type('Mobile number', MOBILE);
    fireEvent.click(button('Send OTP'));
    await settle();
    expect(screen.getAllByRole('alert').every((el) => el.textContent === '')).toBe(true);
    expect(button('Send OTP').disabled).toBe(false);
    expect(button('Send OTP').getAttribute('aria-busy')).toBeNull();
  });

  it('shows busy while the call runs, so a double click sends once', async () => {
    const pending = deferred<0 | 1>();
    api.validateUser.mockReturnValue(pending.promise);
    api.sendOtp.mockResolvedValue({});
    renderDialogs('login');
    type('Mobile number', MOBILE);
    fireEvent.click(button('Send OTP'));
    fireEvent.click(button('Send OTP'));
    await settle();
    expect(button('Send OTP').getAttribute('aria-busy')).toBe('true');
    expect(button('Send OTP').disabled).toBe(true);
    pending.resolve(1);
    await settle();
    expect(api.validateUser).toHaveBeenCalledTimes(1);
    expect(api.sendOtp).toHaveBeenCalledTimes(1);
  });

  it("'APPLY FOR MEMBERSHIP' switches to the sign-up dialog", () => {
    renderDialogs('login');
    fireEvent.click(button('APPLY FOR MEMBERSHIP'));
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
  });

  it('Escape closes it and focus returns to what opened it', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    renderDialogs('login');
    expect(document.activeElement).not.toBe(opener);
    pressEscape(screen.getByRole('dialog'));
    expect($dialog.get()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('the close button closes it, and the page scrolls again', () => {
    renderDialogs('login');
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.click(button('Close'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
