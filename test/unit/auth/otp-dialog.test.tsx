import { act, cleanup, fireEvent, screen } from '../support/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import * as authApi from '../../../src/api/auth';
import { USER_STATUSES, type UserStatus } from '../../../src/api/shapes/user';
import * as userApi from '../../../src/api/user';
import { readAccessToken, readSession } from '../../../src/storage/session-storage';
import { $dialog } from '../../../src/stores/dialog';
import { $user } from '../../../src/stores/session';
import * as pixel from '../../../src/tracking/pixel';
import { patchAuthFlow } from '../../../widgets/auth/auth-flow-store';
import { button, MOBILE, pressEscape, renderOtpDialog, resetWorld, settle, TOKENS, typeOtp, userWith } from './support';

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
const tokens = vi.mocked(authApi);
const track = vi.mocked(pixel.trackEvent);

beforeEach(() => {
  resetWorld();
  vi.clearAllMocks();
  api.verifyOtp.mockResolvedValue(null);
  api.registerUser.mockResolvedValue({ userId: 77 });
  tokens.generateToken.mockResolvedValue(TOKENS);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What the countdown says ('Resend OTP in 00:ss'), or null once it has ended. */
const timerText = () => screen.queryByRole('timer')?.textContent ?? null;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('OTP dialog', () => {
  it("shows 'Enter OTP', 'OTP sent to your registered mobile number', six boxes, 'Submit' and 'APPLY FOR MEMBERSHIP'", () => {
    renderOtpDialog();
    const dialog = screen.getByRole('dialog', { name: 'Enter OTP' });
    expect(dialog.className).toContain('modal--narrow');
    expect(screen.getByText('OTP sent to your registered mobile number')).toBeTruthy();
    expect(dialog.querySelectorAll('input')).toHaveLength(6);
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 1 of 6'));
    expect(button('Submit')).toBeTruthy();
    expect(button('APPLY FOR MEMBERSHIP')).toBeTruthy();
  });

  it("'Submit' stays disabled until all six digits are there", () => {
    renderOtpDialog();
    expect(button('Submit').disabled).toBe(true);
    typeOtp('12345');
    expect(button('Submit').disabled).toBe(true);
    typeOtp('123456');
    expect(button('Submit').disabled).toBe(false);
  });

  it("counts down 'Resend OTP in 00:30' to 00:01, then offers 'Resend OTP', which sends again and restarts", async () => {
    vi.useFakeTimers();
    api.sendOtp.mockResolvedValue({});
    renderOtpDialog();
    expect(timerText()).toBe('Resend OTP in 00:30');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();

    await advance(1000);
    expect(timerText()).toBe('Resend OTP in 00:29');
    await advance(20_000);
    expect(timerText()).toBe('Resend OTP in 00:09');
    await advance(8_000);
    expect(timerText()).toBe('Resend OTP in 00:01');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await advance(1000);
    // The countdown has done its job: the link takes its place.
    expect(timerText()).toBeNull();

    fireEvent.click(button('Resend OTP'));
    await advance(0);
    expect(api.sendOtp).toHaveBeenCalledTimes(1);
    expect(api.sendOtp).toHaveBeenCalledWith({ username: MOBILE, roles: ['ROLE_CUSTOMER'] });
    expect(timerText()).toBe('Resend OTP in 00:30');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await advance(30_000);
    expect(button('Resend OTP')).toBeTruthy();
  });

  it("keeps 'Resend OTP' and shows the server's message when the resend is refused", async () => {
    vi.useFakeTimers();
    api.sendOtp.mockRejectedValue(new ApiError('http', 'Please wait 12 seconds before requesting another OTP.', 429));
    renderOtpDialog();
    await advance(30_000);
    fireEvent.click(button('Resend OTP'));
    await advance(0);
    expect(screen.getByText('Please wait 12 seconds before requesting another OTP.')).toBeTruthy();
    expect(button('Resend OTP')).toBeTruthy();
    expect(timerText()).toBeNull();
  });

  it("shows the server's otp error text when verify-otp answers 400", async () => {
    api.verifyOtp.mockRejectedValue(new ApiError('http', 'Validation failed', 400, { otp: 'Invalid OTP' }));
    renderOtpDialog();
    typeOtp('123456');
    fireEvent.click(button('Submit'));
    await settle();
    expect(screen.getByText('Invalid OTP')).toBeTruthy();
    expect(tokens.generateToken).not.toHaveBeenCalled();
    expect(button('Submit').disabled).toBe(false);
  });

  it('falls back to the message of a 400 without an otp field error', async () => {
    api.verifyOtp.mockRejectedValue(new ApiError('http', 'OTP expired', 400));
    renderOtpDialog();
    typeOtp('123456');
    fireEvent.click(button('Submit'));
    await settle();
    expect(screen.getByText('OTP expired')).toBeTruthy();
  });

  it("shows the server's message when verify-otp answers 500", async () => {
    api.verifyOtp.mockRejectedValue(new ApiError('http', 'OTP service down', 500));
    renderOtpDialog();
    typeOtp('123456');
    fireEvent.click(button('Submit'));
    await settle();
    expect(screen.getByText('OTP service down')).toBeTruthy();
  });

  it("shows the server's message when generate-token answers 500", async () => {
    tokens.generateToken.mockRejectedValue(new ApiError('http', 'Token service down', 500));
    renderOtpDialog();
    typeOtp('123456');
    fireEvent.click(button('Submit'));
    await settle();
    expect(screen.getByText('Token service down')).toBeTruthy();
    expect($user.get()).toBeNull();
  });

  it('stays quiet on a 200 that does not parse, and lets the user submit again', async () => {
    api.verifyOtp.mockRejectedValue(new ApiError('parse', 'not JSON', 200));
    renderOtpDialog();
    typeOtp('123456');
    fireEvent.click(button('Submit'));
    await settle();
    expect(screen.getAllByRole('alert').every((el) => el.textContent === '')).toBe(true);
    expect(button('Submit').disabled).toBe(false);
    expect(button('Submit').getAttribute('aria-busy')).toBeNull();
  });

  const EXPECTED_ROUTE: Record<UserStatus, string> = {
    DRAFT: '#/members-collection',
    ACTIVE: '#/my-profile',
    ONHOLD: '#/package-details',
    PENDING: '#/package-details',
    APPROVED: '#/package-details',
    DEACTIVE: '#/my-profile',
    EXPIRE: '#/my-profile',
  };

  it('fetches the user with the new token already stored (getByUsername needs it)', async () => {
    let tokenAtFetch: string | null = null;
    api.getUserByUsername.mockImplementation(async () => {
      tokenAtFetch = readAccessToken();
      return userWith('ACTIVE');
    });
    renderOtpDialog();
    typeOtp('123456');
    fireEvent.click(button('Submit'));
    await settle();
    expect(tokenAtFetch).toBe(TOKENS.accessToken);
    expect(location.hash).toBe('#/my-profile');
  });

  it("does not leave a token behind when the user can't be fetched", async () => {
    api.getUserByUsername.mockRejectedValue(new ApiError('http', 'User service down', 500));
    renderOtpDialog();
    typeOtp('123456');
    fireEvent.click(button('Submit'));
    await settle();
    expect(screen.getByText('User service down')).toBeTruthy();
    expect(readAccessToken()).toBeNull();
    expect($user.get()).toBeNull();
  });

  it('a successful login of an operator goes to the back office, whatever their status', async () => {
    api.getUserByUsername.mockResolvedValue({ ...userWith('DRAFT'), roles: ['ROLE_CUSTOMER', 'ROLE_OPERATOR'] });
    renderOtpDialog('login');
    typeOtp('123456');
    fireEvent.click(button('Submit'));
    await settle();
    expect(location.hash).toBe('#/operator');
  });

  for (const status of USER_STATUSES) {
    it(`a successful login of a ${status} user signs in and goes to ${EXPECTED_ROUTE[status]}`, async () => {
      api.getUserByUsername.mockResolvedValue(userWith(status));
      renderOtpDialog('login');
      typeOtp('123456');
      fireEvent.click(button('Submit'));
      await settle();
      expect(api.verifyOtp).toHaveBeenCalledWith({ username: MOBILE, otp: '123456' });
      expect(tokens.generateToken).toHaveBeenCalledWith({ username: MOBILE, otp: '123456' });
      expect(api.getUserByUsername).toHaveBeenCalledWith(MOBILE);
      expect(api.registerUser).not.toHaveBeenCalled();
      expect(location.hash).toBe(EXPECTED_ROUTE[status]);
      expect($user.get()?.status.code).toBe(status);
      expect(readAccessToken()).toBe(TOKENS.accessToken);
      expect($dialog.get()).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  }

  it('a new sign-up registers as ROLE_CUSTOMER/DRAFT, then after 1000 ms goes to #/members-collection and fires lead', async () => {
    vi.useFakeTimers();
    api.getUserByUsername.mockResolvedValue(userWith('DRAFT', 77));
    patchAuthFlow({
      signup: {
        firstName: 'Asha',
        lastName: 'Mehra',
        email: 'asha@example.com',
        mobile: MOBILE,
        city: 'Jaipur',
        state: 'Rajasthan',
        zipcode: '302001',
        instagram: '',
      },
    });
    renderOtpDialog('signup');
    typeOtp('123456');
    fireEvent.click(button('Submit'));
    await advance(0);

    expect(api.registerUser).toHaveBeenCalledWith({
      username: MOBILE,
      phone: MOBILE,
      firstName: 'Asha',
      lastName: 'Mehra',
      email: 'asha@example.com',
      instagram: undefined,
      roles: ['ROLE_CUSTOMER'],
      status: { code: 'DRAFT' },
      userAddress: { city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' },
      otp: '123456',
    });
    expect(track).toHaveBeenCalledWith('registration');
    expect(readSession('userId')).toBe(77);
    expect(readSession<{ id: number }>('user')?.id).toBe(77);
    expect(readAccessToken()).toBe(TOKENS.accessToken);
    expect(location.hash).toBe('');
    expect(track).not.toHaveBeenCalledWith('lead');

    await advance(999);
    expect(location.hash).toBe('');
    await advance(1);
    expect(location.hash).toBe('#/members-collection');
    expect(track).toHaveBeenCalledWith('lead');
  });

  it('sends one verify call however often Submit is clicked', async () => {
    let finish!: () => void;
    api.verifyOtp.mockReturnValue(new Promise((r) => (finish = () => r(null))));
    api.getUserByUsername.mockResolvedValue(userWith('ACTIVE'));
    renderOtpDialog();
    typeOtp('123456');
    fireEvent.click(button('Submit'));
    fireEvent.click(button('Submit'));
    await settle();
    expect(button('Submit').getAttribute('aria-busy')).toBe('true');
    finish();
    await settle();
    expect(api.verifyOtp).toHaveBeenCalledTimes(1);
    expect(tokens.generateToken).toHaveBeenCalledTimes(1);
  });

  it('closing it with the close button reloads the page', () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    renderOtpDialog();
    fireEvent.click(button('Close'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('closing it with Escape reloads the page', () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    renderOtpDialog();
    pressEscape(screen.getByRole('dialog'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("'APPLY FOR MEMBERSHIP' switches to the sign-up dialog", () => {
    renderOtpDialog();
    fireEvent.click(button('APPLY FOR MEMBERSHIP'));
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeTruthy();
  });
});
