import { cleanup, fireEvent, screen } from '../support/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import * as userApi from '../../../src/api/user';
import { $dialog } from '../../../src/stores/dialog';
import { $remoteMessages } from '../../../src/validation/messages';
import { button, MOBILE, renderDialogs, resetWorld, settle, type, typeAndLeave } from './support';

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

function fillRequired() {
  type(/First Name/, 'Asha');
  type(/Last Name/, 'Mehra');
  type(/Email/, 'asha@example.com');
  type(/Mobile number/, MOBILE);
}

describe('sign-up dialog', () => {
  it("shows 'Sign Up', 'To start your application process', the eight fields, 'Send OTP' and 'ALREADY A MEMBER? LOG IN'", () => {
    renderDialogs('signup');
    const dialog = screen.getByRole('dialog', { name: 'Sign Up' });
    expect(dialog.className).toContain('modal--wide');
    expect(screen.getByText('To start your application process')).toBeTruthy();
    for (const label of [/First Name/, /Last Name/, /Email/, /Mobile number/, /City/, /State/, /Zipcode/, /Instagram/]) {
      expect(screen.getByLabelText(label).tagName).toBe('INPUT');
    }
    expect(button('Send OTP')).toBeTruthy();
    expect(button('ALREADY A MEMBER? LOG IN')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/First Name/));
  });

  it('applies the max lengths of spec point 9', () => {
    renderDialogs('signup');
    const max = (label: RegExp) => screen.getByLabelText(label).getAttribute('maxlength');
    expect(max(/First Name/)).toBe('20');
    expect(max(/Last Name/)).toBe('20');
    expect(max(/Email/)).toBe('150');
    expect(max(/Mobile number/)).toBe('10');
    expect(max(/City/)).toBe('20');
    expect(max(/State/)).toBe('20');
  });

  it("keeps 'Send OTP' disabled until the required fields are valid", () => {
    renderDialogs('signup');
    expect(button('Send OTP').disabled).toBe(true);
    type(/First Name/, 'Asha');
    type(/Last Name/, 'Mehra');
    type(/Email/, 'asha@example.com');
    expect(button('Send OTP').disabled).toBe(true);
    type(/Mobile number/, MOBILE);
    expect(button('Send OTP').disabled).toBe(false);
    type(/Zipcode/, '012345');
    expect(button('Send OTP').disabled).toBe(true);
  });

  it('shows each required message only after the field is touched', () => {
    renderDialogs('signup');
    expect(screen.queryByText('First Name is required.')).toBeNull();
    typeAndLeave(/First Name/, '');
    typeAndLeave(/Last Name/, '');
    typeAndLeave(/Email/, '');
    typeAndLeave(/Mobile number/, '');
    expect(screen.getByText('First Name is required.')).toBeTruthy();
    expect(screen.getByText('Last Name is required.')).toBeTruthy();
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Mobile number is required.')).toBeTruthy();
  });

  it('shows the pattern messages for email, mobile and zipcode', () => {
    renderDialogs('signup');
    typeAndLeave(/Email/, 'asha@example');
    typeAndLeave(/Mobile number/, '98765');
    typeAndLeave(/Zipcode/, '012345');
    expect(screen.getByText('Please enter a valid Email')).toBeTruthy();
    expect(screen.getByText('Please enter a valid 10-digit mobile number.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid Zipcode')).toBeTruthy();
  });

  it('filters typing: names take letters, space, comma, hyphen, underscore; city and state letters; zipcode digits', () => {
    renderDialogs('signup');
    expect(type(/First Name/, 'Anne-Marie, J_9!').value).toBe('Anne-Marie, J_');
    expect(type(/City/, 'New Delhi 1').value).toBe('NewDelhi');
    expect(type(/State/, 'Tamil-Nadu').value).toBe('TamilNadu');
    expect(type(/Zipcode/, '11a0001').value).toBe('110001');
    expect(type(/Mobile number/, '+91 98').value).toBe('9198');
  });

  it('takes validation messages from the remote configuration', () => {
    $remoteMessages.set({ Required: '{label} cannot be empty' });
    renderDialogs('signup');
    typeAndLeave(/First Name/, '');
    expect(screen.getByText('First Name cannot be empty')).toBeTruthy();
  });

  it("says 'User Already Exist Kindly Login' when the number exists, and stops", async () => {
    api.validateUser.mockResolvedValue(1);
    renderDialogs('signup');
    fillRequired();
    fireEvent.click(button('Send OTP'));
    await settle();
    expect(screen.getByText('User Already Exist Kindly Login')).toBeTruthy();
    expect(api.sendOtp).not.toHaveBeenCalled();
    expect($dialog.get()).toBe('signup');
  });

  it('sends the OTP for a new number and opens the OTP dialog', async () => {
    api.validateUser.mockResolvedValue(0);
    api.sendOtp.mockResolvedValue({});
    renderDialogs('signup');
    fillRequired();
    fireEvent.click(button('Send OTP'));
    await settle();
    expect(api.validateUser).toHaveBeenCalledWith(MOBILE);
    expect(api.sendOtp).toHaveBeenCalledWith({ username: MOBILE, roles: ['ROLE_CUSTOMER'] });
    expect(screen.getByRole('dialog', { name: 'Enter OTP' })).toBeTruthy();
  });

  it('keeps everything typed when the call fails', async () => {
    api.validateUser.mockRejectedValue(new ApiError('http', 'Service unavailable', 503));
    renderDialogs('signup');
    fillRequired();
    type(/City/, 'Jaipur');
    fireEvent.click(button('Send OTP'));
    await settle();
    expect(screen.getByText('Service unavailable')).toBeTruthy();
    expect((screen.getByLabelText(/First Name/) as HTMLInputElement).value).toBe('Asha');
    expect((screen.getByLabelText(/City/) as HTMLInputElement).value).toBe('Jaipur');
  });

  it("'ALREADY A MEMBER? LOG IN' switches to login, and coming back keeps what was typed", () => {
    renderDialogs('signup');
    fillRequired();
    type(/Instagram/, 'asha.m');
    fireEvent.click(button('ALREADY A MEMBER? LOG IN'));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    fireEvent.click(button('APPLY FOR MEMBERSHIP'));
    expect((screen.getByLabelText(/Last Name/) as HTMLInputElement).value).toBe('Mehra');
    expect((screen.getByLabelText(/Instagram/) as HTMLInputElement).value).toBe('asha.m');
    expect(button('Send OTP').disabled).toBe(false);
  });
});
