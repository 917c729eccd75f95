import { PRIVACY_NOTICE } from '../../../src/api/shapes/privacy';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../support/testing-library';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { listMemberships, userMembership } from '../../../src/api/membership';
import { getUser, orderRegister, verifyAadhaar, verifyAadhaarOtp } from '../../../src/api/user';
import { readSession } from '../../../src/storage/session-storage';
import { $user } from '../../../src/stores/session';
import { ApplicationForm, loadApplicationSteps } from '../../../widgets/membership/application-form';
import { closeApplication } from '../../../widgets/membership/application-store';
import { checkFile } from '../../../widgets/membership/application-rules';
import { sampleSlab, sampleUserMembership } from '../../support/api-samples';
import { allowDragEvents, button, chooseFile, leave, pdf, png, settle, SLABS, type, userWith } from './support';

vi.mock('../../../src/api/user', () => ({
  getUser: vi.fn(),
  orderRegister: vi.fn(),
  verifyAadhaar: vi.fn(),
  verifyAadhaarOtp: vi.fn(),
}));
vi.mock('../../../src/api/membership', () => ({ listMemberships: vi.fn(), userMembership: vi.fn() }));

const AADHAAR = '234123412346';

allowDragEvents();

// The steps' code is fetched on demand; in with the first test, each render shows the form at once.
beforeAll(async () => {
  await loadApplicationSteps();
});

/** A reload: the page forgets the form's store; the session keeps what was typed. */
function reload() {
  cleanup();
  closeApplication();
}

beforeEach(() => {
  closeApplication();
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
      values: {
        firstName: 'Asha',
        lastName: 'Mehra',
        email: 'asha@example.com',
        mobile: '9876543210',
        addressLine1: '12 MG Road',
        addressLine2: '',
        city: 'Jaipur',
        state: 'Rajasthan',
        zipcode: '302001',
      },
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
    reload();

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
  it('shows the plans as tiers with rupee prices and needs one chosen; the message is tied to every choice', async () => {
    seedProgress(1);
    sessionStorage.setItem('tote.applicationSession', JSON.stringify({ ...JSON.parse(sessionStorage.getItem('tote.applicationSession')!), slabId: null }));
    render(<ApplicationForm />);
    await settle();
    expect(screen.getByText('₹469')).toBeTruthy();
    fireEvent.click(button('Next'));
    const message = screen.getByText('Please choose a plan.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(button('Choose Signature').getAttribute('aria-describedby')).toBe(message.id);
    fireEvent.click(button('Choose Signature'));
    expect(button('Choose Signature').getAttribute('aria-pressed')).toBe('true');
    expect(button('Choose Classic').getAttribute('aria-pressed')).toBe('false');
    expect(readSession<{ slabId: number }>('application')?.slabId).toBe(5);
    fireEvent.click(button('Next'));
    expect(screen.getByText('Step 3 of 4: Identity')).toBeTruthy();
  });

  it('the length is chosen inside the tier: another length of the chosen plan becomes the choice, with its price', async () => {
    vi.mocked(listMemberships).mockResolvedValue([
      ...SLABS,
      sampleSlab({ id: 6, membershipPlanName: 'Signature', amount: 849, durationInMonths: 12, bagsAtATime: 2, maxRentalDays: 14 }),
    ]);
    seedProgress(1);
    render(<ApplicationForm />);
    await settle();
    // Signature (slab 5, 6 months) was chosen: its card opens on 6 months.
    const signature = screen.getByRole('group', { name: 'Signature Length' });
    expect((within(signature).getByRole('radio', { name: '6 months' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('About ₹78 a month')).toBeTruthy();
    fireEvent.click(within(signature).getByRole('radio', { name: '12 months' }));
    expect(readSession<{ slabId: number }>('application')?.slabId).toBe(6);
    expect(screen.getByText('₹849')).toBeTruthy();
    expect(screen.getByText('About ₹71 a month')).toBeTruthy();
    // Classic has one length only: no choice to make there.
    expect(screen.queryByRole('group', { name: 'Classic Length' })).toBeNull();
  });

  it('a failed plan list shows Retry, which asks again', async () => {
    seedProgress(1);
    vi.mocked(listMemberships).mockRejectedValueOnce(new ApiError('network', 'Network error'));
    render(<ApplicationForm />);
    await settle();
    expect(screen.getByRole('alert').textContent).toMatch(/We could not load the plans/);
    fireEvent.click(button(/^Retry/));
    await settle();
    expect(button('Choose Classic')).toBeTruthy();
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
    expect(screen.getByText(/If you reload this page, you will need to add them again/)).toBeTruthy();
  });

  it('a document can be dropped on its field; a refused one is said under that field and tied to its input', async () => {
    seedProgress(2);
    render(<ApplicationForm />);
    await settle();
    const [front, back] = screen.getAllByTestId('document-drop');
    act(() => {
      fireEvent.dragOver(front, { dataTransfer: { files: [], dropEffect: 'none' } });
    });
    expect(front.className).toContain('document--over');
    act(() => {
      fireEvent.drop(front, { dataTransfer: { files: [png('dropped.png')] } });
    });
    expect(front.className).not.toContain('document--over');
    expect(screen.getByRole('img', { name: 'Preview of Aadhaar card, front' })).toBeTruthy();
    expect(screen.getByText('dropped.png')).toBeTruthy();

    act(() => {
      fireEvent.drop(back, { dataTransfer: { files: [new File(['x'], 'back.gif', { type: 'image/gif' })] } });
    });
    const input = screen.getByLabelText('Aadhaar card, back');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual(['The side with your address. JPEG, PNG, WebP or PDF, up to 5 MB.', 'Choose a JPEG, PNG or WebP image, or a PDF.']);
    expect(back.querySelector('[role="alert"]')!.textContent).toBe('Choose a JPEG, PNG or WebP image, or a PDF.');
  });

  it('chosen documents stay when the member leaves the form and comes back without reloading (the form lives in its store)', async () => {
    seedProgress(2);
    const first = render(<ApplicationForm />);
    await settle();
    chooseFile('PAN card', pdf('pan-card.pdf'));
    first.unmount();
    render(<ApplicationForm />);
    await settle();
    expect(screen.getByText('pan-card.pdf')).toBeTruthy();
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
    expect(screen.getByText('Please add the Aadhaar card, back.')).toBeTruthy();
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
    expect(screen.getByText('Signature, 6 months, ₹469')).toBeTruthy();
    // Nothing goes without agreement to the itemised privacy notice.
    fireEvent.click(button('Submit application'));
    await settle();
    expect(vi.mocked(orderRegister)).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please read how we use your data and agree to it.');
    fireEvent.click(screen.getByLabelText('I have read how my data is used and agree to each point above.'));
    fireEvent.click(button('Submit application'));
    await settle();
    const sent = vi.mocked(orderRegister).mock.calls[0][0];
    expect(sent.user).toMatchObject({
      id: 42,
      firstName: 'Asha',
      userAddress: { addressLine1: '12 MG Road', city: 'Jaipur', zipcode: '302001' },
      panNumber: 'ABCDE1234F',
      consent: { noticeVersion: PRIVACY_NOTICE.version, items: PRIVACY_NOTICE.items.map((item) => item.id) },
    });
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
    fireEvent.click(screen.getByLabelText('I have read how my data is used and agree to each point above.'));
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
    expect(screen.getByText(/Please add again: Aadhaar card, front, Aadhaar card, back, PAN card/)).toBeTruthy();
    expect(button('Submit application').disabled).toBe(true);
  });
});

describe('application form: other statuses', () => {
  it('an application already sent points to where it stands', () => {
    $user.set(userWith('PENDING'));
    render(<ApplicationForm />);
    expect(screen.getByText('Your application has been sent')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See where it stands' }).getAttribute('href')).toBe('#/package-details');
  });

  it('an approved applicant is sent to choose a plan and pay', () => {
    $user.set(userWith('APPROVED'));
    render(<ApplicationForm />);
    expect(screen.getByText('Your application is approved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose your plan' }).getAttribute('href')).toBe('#/package-details');
  });

  it('an ACTIVE member is not told an application was sent: their membership, and the way to the collection', async () => {
    $user.set(userWith('ACTIVE'));
    vi.mocked(userMembership).mockResolvedValue(
      sampleUserMembership({ membershipPlanSlab: SLABS[1], startDate: '2026-01-01', expiryDate: '2026-07-01', status: 'ACTIVE' }),
    );
    render(<ApplicationForm />);
    expect(screen.queryByText(/application has been sent/)).toBeNull();
    expect(screen.getByText('You are a member')).toBeTruthy();
    expect(await screen.findByText(/Your membership is active: Signature, 6 months, until 1 July 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the collection' }).getAttribute('href')).toBe('#/members-collection');
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('#/my-profile');
  });

  it('a member whose membership ended renews instead of applying again', () => {
    for (const [code, title] of [
      ['DEACTIVE', 'Your membership has been deactivated'],
      ['EXPIRE', 'Your membership has ended'],
    ] as const) {
      $user.set(userWith(code));
      render(<ApplicationForm />);
      expect(screen.getByText(title)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Renew your membership' }).getAttribute('href')).toBe('#/package-details');
      cleanup();
    }
  });

  it('a visitor is asked to log in', () => {
    $user.set(null);
    render(<ApplicationForm />);
    expect(screen.getByText('Log in to continue your application')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Member's Login" })).toBeTruthy();
  });
});
