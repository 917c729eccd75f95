import { cleanup, fireEvent, render, screen, waitFor } from '../support/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { listMemberships } from '../../../src/api/membership';
import { getUser, orderRegister, verifyAadhaar, verifyAadhaarOtp } from '../../../src/api/user';
import { readSession } from '../../../src/storage/session-storage';
import { $user } from '../../../src/stores/session';
import { ApplicationForm } from '../../../widgets/membership/application-form';
import { checkFile } from '../../../widgets/membership/application-rules';
import { button, chooseFile, leave, pdf, png, settle, SLABS, type, userWith } from './support';

vi.mock('../../../src/api/user', () => ({
  getUser: vi.fn(),
  orderRegister: vi.fn(),
  verifyAadhaar: vi.fn(),
  verifyAadhaarOtp: vi.fn(),
}));
vi.mock('../../../src/api/membership', () => ({ listMemberships: vi.fn(), userMembership: vi.fn() }));

const AADHAAR = '234123412346';

beforeEach(() => {
  sessionStorage.clear();
  location.hash = '';
  vi.mocked(listMemberships).mockResolvedValue(SLABS);
  vi.mocked(verifyAadhaar).mockReset().mockResolvedValue({ referenceId: 'ref-1', message: null });
  vi.mocked(verifyAadhaarOtp).mockReset().mockResolvedValue({ verified: true, name: 'Asha Mehra' });
  vi.mocked(orderRegister).mockReset().mockResolvedValue(undefined);
  vi.mocked(getUser).mockReset().mockResolvedValue(userWith('PENDING'));
  $user.set(userWith('DRAFT'));
});
afterEach(() => cleanup());

/** What the form would have saved with the details step done and the plan chosen. */
function seedProgress(step: number) {
  sessionStorage.setItem(
    'tote.applicationSession',
    JSON.stringify({
      step,
      reached: step,
      slabId: 5,
      pan: step >= 3 ? 'ABCDE1234F' : '',
      values: { firstName: 'Asha', lastName: 'Mehra', email: 'asha@example.com', mobile: '9876543210', addressLine1: '12 MG Road', addressLine2: '', city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' },
    }),
  );
}

describe('application form: details step', () => {
  it('is prefilled from the user and announces step 1 of 4', () => {
    render(<ApplicationForm />);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Asha');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@example.com');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('9876543210');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Jaipur');
    expect(screen.getByText('Step 1 of 4: Details')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Step 1: Details' }).getAttribute('aria-current')).toBe('step');
    expect(button('Step 3: Identity').disabled).toBe(true);
  });

  it('Next shows each message next to its field and stays on the step', () => {
    render(<ApplicationForm />);
    type('Email', 'asha@example');
    type('First name', '');
    fireEvent.click(button('Next'));
    const address = screen.getByLabelText('Address');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(address.getAttribute('aria-describedby')!)!.textContent).toBe('Address is required.');
    expect(screen.getByText('Please enter a valid Email')).toBeTruthy();
    expect(screen.getByText('First Name is required.')).toBeTruthy();
    expect(screen.getByText('Step 1 of 4: Details')).toBeTruthy();
  });

  it('shows a message when a field is left, reusing the sign-up rules for zipcode and mobile', () => {
    render(<ApplicationForm />);
    type('Zipcode', '012345');
    leave('Zipcode');
    expect(screen.getByText('Please enter a valid Zipcode')).toBeTruthy();
    type('Mobile number', '12345');
    leave('Mobile number');
    expect(screen.getByText('Please enter a valid 10-digit mobile number.')).toBeTruthy();
    // Typing filters as on sign-up: letters only in City.
    expect(type('City', 'Pune1').value).toBe('Pune');
  });

  it('keeps what was typed and the step across a reload (the application session)', async () => {
    const first = render(<ApplicationForm />);
    type('Address', '12 MG Road');
    type(/^Address line 2/, 'Flat 4');
    type('First name', 'Asha Rani');
    fireEvent.click(button('Next'));
    await settle();
    expect(screen.getByText('Step 2 of 4: Plan')).toBeTruthy();
    first.unmount();

    render(<ApplicationForm />);
    await settle();
    expect(screen.getByText('Step 2 of 4: Plan')).toBeTruthy();
    fireEvent.click(button('Step 1: Details'));
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('12 MG Road');
    expect((screen.getByLabelText(/^Address line 2/) as HTMLInputElement).value).toBe('Flat 4');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Asha Rani');
  });
});

describe('application form: plan step', () => {
  it('lists the plans with USD prices and needs one chosen', async () => {
    seedProgress(1);
    sessionStorage.setItem('tote.applicationSession', JSON.stringify({ ...JSON.parse(sessionStorage.getItem('tote.applicationSession')!), slabId: null }));
    render(<ApplicationForm />);
    await settle();
    expect(screen.getByText('$469')).toBeTruthy();
    fireEvent.click(button('Next'));
    expect(screen.getByText('Please choose a plan.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Signature, 6 months/ }));
    expect(readSession<{ slabId: number }>('application')?.slabId).toBe(5);
    fireEvent.click(button('Next'));
    expect(screen.getByText('Step 3 of 4: Identity')).toBeTruthy();
  });

  it('a failed plan list shows Retry, which asks again', async () => {
    seedProgress(1);
    vi.mocked(listMemberships).mockRejectedValueOnce(new ApiError('network', 'Network error'));
    render(<ApplicationForm />);
    await settle();
    expect(screen.getByText('We could not load the plans')).toBeTruthy();
    fireEvent.click(button('Retry'));
    await settle();
    expect(screen.getByRole('radio', { name: /Classic, 3 months/ })).toBeTruthy();
  });
});

describe('application form: identity step', () => {
  it('verifies Aadhaar by OTP and keeps the verification in the Aadhaar session', async () => {
    seedProgress(2);
    render(<ApplicationForm />);
    await settle();
    type('Aadhaar number', '2341 abc');
    expect((screen.getByLabelText('Aadhaar number') as HTMLInputElement).value).toBe('2341');
    fireEvent.click(button('Send OTP'));
    expect(screen.getByText('Please enter a valid 12-digit Aadhaar number.')).toBeTruthy();
    expect(verifyAadhaar).not.toHaveBeenCalled();

    type('Aadhaar number', AADHAAR);
    fireEvent.click(button('Send OTP'));
    await settle();
    expect(verifyAadhaar).toHaveBeenCalledWith({ aadhaarNumber: AADHAAR, userId: 42 });
    '123456'.split('').forEach((d, i) => fireEvent.input(screen.getByLabelText(`Digit ${i + 1} of 6`), { target: { value: d } }));
    fireEvent.click(button('Verify Aadhaar'));
    await settle();
    expect(verifyAadhaarOtp).toHaveBeenCalledWith({ aadhaarNumber: AADHAAR, otp: '123456', referenceId: 'ref-1', userId: 42 });
    expect(screen.getByText(/Aadhaar XXXX XXXX 2346 verified for Asha Mehra/)).toBeTruthy();
    expect(readSession('aadhaar')).toMatchObject({ number: AADHAAR, verified: true });
  });

  it('where the club checks Aadhaar by hand (no KYC provider), the number is noted without an OTP and the step can go on', async () => {
    seedProgress(2);
    vi.mocked(verifyAadhaar).mockResolvedValueOnce({ verification: 'manual', referenceId: null, maskedAadhaar: 'XXXX XXXX 2346', message: null });
    render(<ApplicationForm />);
    await settle();
    type('Aadhaar number', AADHAAR);
    fireEvent.click(button('Send OTP'));
    await settle();
    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull();
    expect(screen.getByText(/Aadhaar XXXX XXXX 2346 noted\. No OTP is needed/)).toBeTruthy();
    expect(readSession('aadhaar')).toMatchObject({ number: AADHAAR, verified: true, manual: true });
    fireEvent.click(button('Next'));
    expect(screen.queryByText('Please verify your Aadhaar number.')).toBeNull();
    expect(verifyAadhaarOtp).not.toHaveBeenCalled();
  });

  it('a wrong Aadhaar OTP is said next to the boxes and nothing is marked verified', async () => {
    seedProgress(2);
    vi.mocked(verifyAadhaarOtp).mockRejectedValueOnce(new ApiError('http', 'The OTP is not correct.', 400));
    render(<ApplicationForm />);
    await settle();
    type('Aadhaar number', AADHAAR);
    fireEvent.click(button('Send OTP'));
    await settle();
    '111111'.split('').forEach((d, i) => fireEvent.input(screen.getByLabelText(`Digit ${i + 1} of 6`), { target: { value: d } }));
    fireEvent.click(button('Verify Aadhaar'));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('The OTP is not correct.');
    expect(readSession<{ verified?: boolean }>('aadhaar')?.verified).toBe(false);
  });

  it('checks type and size of every document in the browser, and previews images', async () => {
    seedProgress(2);
    render(<ApplicationForm />);
    await settle();
    chooseFile('Aadhaar card, front', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Choose a JPEG, PNG or WebP image, or a PDF.')).toBeTruthy();
    chooseFile('Aadhaar card, back', png('huge.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('This file is larger than 5 MB. Choose a smaller one.')).toBeTruthy();
    chooseFile('Aadhaar card, front', png('front.png'));
    expect(screen.queryByText('Choose a JPEG, PNG or WebP image, or a PDF.')).toBeNull();
    expect(screen.getByRole('img', { name: 'Preview of Aadhaar card, front' })).toBeTruthy();
    chooseFile('PAN card', pdf());
    expect(screen.getByText('pan.pdf')).toBeTruthy();
    expect(screen.getByText(/cannot keep chosen files if the page is reloaded/)).toBeTruthy();
  });

  it('Next asks for what is missing: Aadhaar verification, PAN, each document', async () => {
    seedProgress(2);
    render(<ApplicationForm />);
    await settle();
    type('PAN number', 'abcde12');
    fireEvent.click(button('Next'));
    expect(screen.getByText('Please verify your Aadhaar number.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid PAN, like ABCDE1234F.')).toBeTruthy();
    expect((screen.getByLabelText('PAN number') as HTMLInputElement).value).toBe('ABCDE12');
    expect(screen.getByText('Please choose the Aadhaar card, back.')).toBeTruthy();
    expect(screen.getByText('Step 3 of 4: Identity')).toBeTruthy();
  });

  it('file rules: images or PDF up to 5 MB', () => {
    expect(checkFile(png('a.png', 5 * 1024 * 1024))).toBeNull();
    expect(checkFile(new File([new Uint8Array(10)], 'a.webp', { type: 'image/webp' }))).toBeNull();
    expect(checkFile(new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' }))).toMatch(/JPEG, PNG or WebP/);
    expect(checkFile(new File([], 'a.pdf', { type: 'application/pdf' }))).toMatch(/empty/);
  });
});

describe('application form: review and submit', () => {
  async function fillIdentity() {
    seedProgress(2);
    sessionStorage.setItem('tote.aadhaarSession', JSON.stringify({ number: AADHAAR, referenceId: 'ref-1', verified: true }));
    render(<ApplicationForm />);
    await settle();
    type('PAN number', 'ABCDE1234F');
    chooseFile('Aadhaar card, front', png('front.png'));
    chooseFile('Aadhaar card, back', png('back.png'));
    chooseFile('PAN card', pdf('pan.pdf'));
    fireEvent.click(button('Next'));
    await settle();
  }

  it('sends user, plan and files as the order registration, refreshes the user and goes to the packages', async () => {
    await fillIdentity();
    expect(screen.getByText('Step 4 of 4: Review')).toBeTruthy();
    expect(screen.getByText('XXXX XXXX 2346, verified')).toBeTruthy();
    expect(screen.getByText('Signature, 6 months, $469')).toBeTruthy();
    fireEvent.click(button('Submit application'));
    await settle();
    const sent = vi.mocked(orderRegister).mock.calls[0][0];
    expect(sent.user).toMatchObject({ id: 42, firstName: 'Asha', userAddress: { addressLine1: '12 MG Road', city: 'Jaipur', zipcode: '302001' }, panNumber: 'ABCDE1234F' });
    expect(sent.memberslab).toMatchObject({ id: 5, membershipPlanSlabId: 5 });
    expect(sent.aadhar.map((f) => f.name)).toEqual(['front.png', 'back.png']);
    expect(sent.pan.name).toBe('pan.pdf');
    expect($user.get()?.status.code).toBe('PENDING');
    await waitFor(() => expect(location.hash).toBe('#/package-details'));
    expect(readSession('aadhaar')).toBeNull();
    expect(readSession<{ slabId: number; values?: unknown }>('application')).toMatchObject({ slabId: 5 });
    expect(readSession<{ values?: unknown }>('application')?.values).toBeUndefined();
  });

  it('a refused application shows the server message and keeps everything', async () => {
    await fillIdentity();
    vi.mocked(orderRegister).mockRejectedValueOnce(new ApiError('http', 'PAN card: use a JPEG, PNG or WebP image, or a PDF.', 400));
    fireEvent.click(button('Submit application'));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('PAN card: use a JPEG, PNG or WebP image, or a PDF.');
    expect(location.hash).toBe('');
    expect(button('Submit application').disabled).toBe(false);
  });

  it('after a reload on the review step, files must be chosen again before sending', async () => {
    seedProgress(3);
    sessionStorage.setItem('tote.aadhaarSession', JSON.stringify({ number: AADHAAR, referenceId: 'ref-1', verified: true }));
    render(<ApplicationForm />);
    await settle();
    expect(screen.getByText(/Please choose again: Aadhaar card, front, Aadhaar card, back, PAN card/)).toBeTruthy();
    expect(button('Submit application').disabled).toBe(true);
  });
});

describe('application form: other statuses', () => {
  it('an application already sent points to the packages', () => {
    $user.set(userWith('PENDING'));
    render(<ApplicationForm />);
    expect(screen.getByText('Your application has been sent')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the packages' }).getAttribute('href')).toBe('#/package-details');
  });
});
