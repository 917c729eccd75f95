import { act, cleanup, fireEvent, render, screen } from '../support/testing-library';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { saveBagdrop } from '../../../src/api/bagdrop';
import { listPredefinedByType } from '../../../src/api/catalogue';
import { $user } from '../../../src/stores/session';
import { loadWriteLayer } from '../../../src/ui/use-later-write';
import { BagdropForm } from '../../../widgets/bagdrop/bagdrop-form';
import { bagdropBody, conditionChoices, FALLBACK_CONDITIONS, photoSizeText, recheckPhotos } from '../../../widgets/bagdrop/bagdrop-offer';
import { EMPTY_DRAFT, validateBagdrop } from '../../../widgets/bagdrop/bagdrop-rules';
import { settle } from '../support/settle';
import type { Bagdrop } from '../../../src/api/shapes/bagdrop';
import { sampleBagdrop, sampleUser } from '../../support/api-samples';

vi.mock('../../../src/api/bagdrop', () => ({ saveBagdrop: vi.fn() }));
vi.mock('../../../src/api/catalogue', () => ({ listPredefinedByType: vi.fn() }));

const photo = (name = 'front.jpg', type = 'image/jpeg', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });

function addFiles(files: File[]) {
  const input = screen.getByLabelText(/^Photos/) as HTMLInputElement;
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

function type(label: string | RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function chooseCondition(value: string) {
  const select = screen.getByLabelText('Condition') as HTMLSelectElement;
  select.value = value;
  act(() => {
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

// The write layer comes with a first send; fetched once here, so a send is not waiting for a module load.
beforeAll(() => loadWriteLayer());

beforeEach(() => {
  $user.set(sampleUser({ id: 7, username: '9000000002', firstName: 'Asha', lastName: 'Mehra', status: { code: 'ACTIVE' } }));
  vi.mocked(saveBagdrop).mockReset();
  vi.mocked(listPredefinedByType)
    .mockReset()
    .mockResolvedValue([
      { id: 1, type: 'CONDITION', code: 'EXCELLENT', name: 'Excellent: barely used' },
      { id: 2, type: 'CONDITION', code: 'GOOD', name: 'Good: light signs of use' },
    ]);
});

afterEach(() => cleanup());

describe('bag drop rules', () => {
  const ok = { ...EMPTY_DRAFT, brand: 'Lune Paris', condition: 'GOOD' };

  it('needs a brand, a condition and at least one photo', () => {
    expect(validateBagdrop(EMPTY_DRAFT, [], 2026)).toEqual({
      brand: 'Brand is required.',
      condition: 'Choose the condition of the bag.',
      photos: 'Add at least one photo of the bag.',
    });
    expect(validateBagdrop(ok, [photo()], 2026)).toEqual({});
  });

  it('keeps to the server limits: lengths, year, six photos, JPEG/PNG/WebP of 5 MB at most', () => {
    expect(validateBagdrop({ ...ok, brand: 'x'.repeat(61) }, [photo()]).brand).toBe('Brand can be at most 60 characters.');
    expect(validateBagdrop({ ...ok, description: 'x'.repeat(1001) }, [photo()]).description).toBe('Description can be at most 1000 characters.');
    expect(validateBagdrop({ ...ok, purchaseYear: '2031' }, [photo()], 2026).purchaseYear).toBe('Enter the year you bought it, like 2021.');
    expect(validateBagdrop({ ...ok, purchaseYear: '2021' }, [photo()], 2026).purchaseYear).toBeUndefined();
    expect(
      validateBagdrop(
        ok,
        Array.from({ length: 7 }, (_, i) => photo(`p${i}.jpg`)),
      ).photos,
    ).toBe('Add at most 6 photos.');
    expect(validateBagdrop(ok, [photo('scan.pdf', 'application/pdf')]).photos).toBe('scan.pdf is not a JPEG, PNG or WebP photo.');
    expect(validateBagdrop(ok, [photo('huge.png', 'image/png', 5 * 1024 * 1024 + 1)]).photos).toBe('huge.png is larger than 5 MB.');
  });
});

describe('bag drop form', () => {
  it('shows the errors and sends nothing while invalid', async () => {
    render(<BagdropForm />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Offer this bag' }));
    expect(screen.getByText('Brand is required.')).toBeTruthy();
    expect(screen.getByText('Add at least one photo of the bag.')).toBeTruthy();
    expect(screen.getByLabelText('Brand').getAttribute('aria-invalid')).toBe('true');
    expect(saveBagdrop).not.toHaveBeenCalled();
  });

  it('gives every element of the form its own id, so each label names its field (the Model field once shared the heading’s)', async () => {
    render(<BagdropForm />);
    await settle();
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length - new Set(ids).size).toBe(0);
    const model = document.getElementById(screen.getByText('Model (optional)').getAttribute('for') ?? '');
    expect(model?.tagName).toBe('INPUT');
  });

  it('sends the details and photos, shows progress, then thanks the member', async () => {
    let resolve!: (v: Bagdrop) => void;
    vi.mocked(saveBagdrop).mockReturnValue(new Promise((r) => (resolve = r)));
    render(<BagdropForm />);
    await settle();
    type('Brand', ' Lune Paris ');
    type('Model (optional)', 'Crescent');
    type('Year bought (optional)', '2021');
    chooseCondition('EXCELLENT');
    const front = photo('front.jpg');
    addFiles([front, photo('back.png', 'image/png')]);
    expect(screen.getByRole('list', { name: 'Chosen photos' }).children).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove back.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Offer this bag' }));
    await settle();
    expect(screen.getByRole('status').textContent).toContain('Sending your bag and 1 photo');
    expect(saveBagdrop).toHaveBeenCalledWith({ userId: 7, brand: 'Lune Paris', title: 'Crescent', condition: 'EXCELLENT', purchaseYear: 2021 }, [front]);
    await act(async () => resolve(sampleBagdrop({ bagdropId: 31 })));
    await settle();
    expect(screen.getByRole('status').textContent).toContain('reference 31');
  });

  it('keeps what was typed when the server refuses, with its message', async () => {
    vi.mocked(saveBagdrop).mockRejectedValue(new ApiError('http', 'back.png is not a JPEG, PNG or WebP image.', 400));
    render(<BagdropForm />);
    await settle();
    type('Brand', 'Lune Paris');
    chooseCondition('GOOD');
    addFiles([photo('back.png', 'image/png')]);
    fireEvent.click(screen.getByRole('button', { name: 'Offer this bag' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('back.png is not a JPEG, PNG or WebP image.');
    expect((screen.getByLabelText('Brand') as HTMLInputElement).value).toBe('Lune Paris');
    expect((screen.getByLabelText('Condition') as HTMLSelectElement).value).toBe('GOOD');
    expect(screen.getByRole('list', { name: 'Chosen photos' }).children).toHaveLength(1);
  });

  it('tells a member who is not ACTIVE that the offer is for active members', () => {
    $user.set(sampleUser({ id: 7, username: '9000000001', firstName: 'Dia', lastName: 'Draft', status: { code: 'DRAFT' } }));
    render(<BagdropForm />);
    expect(screen.getByText('Members with an active membership can offer a bag of their own to the club.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Offer this bag' })).toBeNull();
  });
});

describe('what the form sends and shows (bagdrop-offer.ts)', () => {
  const draft = { ...EMPTY_DRAFT, brand: '  Hermès ', condition: 'GOOD' };

  it('trims the details and leaves a blank optional field out of the request', () => {
    expect(bagdropBody(draft, 7)).toEqual({ userId: 7, brand: 'Hermès', condition: 'GOOD' });
    expect(bagdropBody({ ...draft, title: ' Birkin 30 ', colour: ' ', purchaseYear: '2019', description: ' Kept in its dust bag. ' }, 7)).toEqual({
      userId: 7,
      brand: 'Hermès',
      condition: 'GOOD',
      title: 'Birkin 30',
      purchaseYear: 2019,
      description: 'Kept in its dust bag.',
    });
  });

  it("offers the club's own conditions, or the usual four when it has none", () => {
    expect(conditionChoices([{ code: 'MINT', name: 'Mint' }, { name: 'Loved' }])).toEqual([
      { code: 'MINT', name: 'Mint' },
      { code: 'Loved', name: 'Loved' },
    ]);
    expect(conditionChoices([])).toBe(FALLBACK_CONDITIONS);
    expect(conditionChoices(undefined).map((c) => c.code)).toEqual(['NEW_WITH_TAGS', 'EXCELLENT', 'GOOD', 'FAIR']);
  });

  it('says a photo’s size in KB below a megabyte and MB above', () => {
    expect(photoSizeText(100)).toBe('1 KB');
    expect(photoSizeText(2048)).toBe('2 KB');
    expect(photoSizeText(1024 * 1024 - 1)).toBe('1024 KB');
    expect(photoSizeText(1024 * 1024)).toBe('1.0 MB');
    expect(photoSizeText(5.25 * 1024 * 1024)).toBe('5.3 MB');
  });

  it('checks the photos again once they change, only when their message is showing', () => {
    const shown = { brand: 'Brand is required.', photos: 'Add at least one photo of the bag.' };
    expect(recheckPhotos(shown, draft, [photo()])).toEqual({ brand: 'Brand is required.', photos: undefined });
    expect(recheckPhotos({ brand: 'Brand is required.' }, draft, [])).toEqual({ brand: 'Brand is required.' });
  });
});
