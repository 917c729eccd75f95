import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { saveBagdrop } from '../../src/api/bagdrop';
import type { Bagdrop } from '../../src/api/shapes/bagdrop';
import { predefinedStore } from '../../src/stores/predefined-store';
import { $user } from '../../src/stores/session';
import { useLaterWrite } from '../../src/ui/use-later-write';
import { BAGDROP_LIMITS } from '../../src/validation/bagdrop';
import { bagdropBody, conditionChoices, photoSizeText, recheckPhotos } from './bagdrop-offer';
import { EMPTY_DRAFT, MAX_PHOTOS, validateBagdrop, type BagdropDraft, type BagdropErrors } from './bagdrop-rules';

const $conditions = predefinedStore('CONDITION');

/** A member offers a bag of their own to the club: its details and up to six photos. */
export function BagdropForm() {
  const user = useStore($user);
  const [draft, setDraft] = useState<BagdropDraft>(EMPTY_DRAFT);
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<BagdropErrors>({});
  // The write layer comes with the first send: the form shows (and checks) without it.
  const write = useLaterWrite<Bagdrop>();
  const busy = write.busy;
  const [saved, setSaved] = useState<Bagdrop | null>(null);
  // The club's own list when it has one; until then, or if it cannot be loaded, the usual four.
  const conditions = conditionChoices(useStore($conditions).data);
  const fileInput = useRef<HTMLInputElement>(null);

  if (!user || user.status.code !== 'ACTIVE') {
    return (
      <section className="bagdrop" aria-labelledby="bagdrop-heading">
        <h2 id="bagdrop-heading">Offer a bag of your own</h2>
        <p className="hint">Members with an active membership can offer a bag of their own to the club.</p>
      </section>
    );
  }

  const set = (field: keyof BagdropDraft) => (e: { currentTarget: { value: string } }) => setDraft({ ...draft, [field]: e.currentTarget.value });

  function addPhotos(files: FileList | null) {
    if (!files) return;
    const next = [...photos, ...Array.from(files)];
    setPhotos(next);
    if (fileInput.current) fileInput.current.value = '';
    setErrors(recheckPhotos(errors, draft, next));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !user) return;
    write.clear();
    const found = validateBagdrop(draft, photos);
    setErrors(found);
    if (Object.keys(found).length) return;
    const userId = user.id;
    const sent = await write.run(() => saveBagdrop(bagdropBody(draft, userId), photos));
    // Everything typed stays after a refusal; the server's field messages go next to their fields.
    if (sent.ok) setSaved(sent.value);
    else if (!sent.skipped) setErrors(sent.fieldErrors as BagdropErrors);
  }

  if (saved) {
    return (
      <section className="bagdrop" aria-labelledby="bagdrop-heading">
        <h2 id="bagdrop-heading">Offer a bag of your own</h2>
        <div className="done" role="status">
          <p className="done-title">Thank you</p>
          <p>We have your bag{saved.bagdropId ? ` (reference ${saved.bagdropId})` : ''} and will be in touch about collecting it.</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setSaved(null);
              setDraft(EMPTY_DRAFT);
              setPhotos([]);
            }}
          >
            Offer another bag
          </button>
        </div>
      </section>
    );
  }

  const field = (name: keyof BagdropDraft, label: string, input: ReactNode) => (
    <div className="field">
      <label htmlFor={`bagdrop-${name}`} className="field__label">
        {label}
      </label>
      {input}
      {errors[name] && (
        <span id={`bagdrop-${name}-error`} className="error-text">
          {errors[name]}
        </span>
      )}
    </div>
  );
  const common = (name: keyof BagdropDraft) => ({
    id: `bagdrop-${name}`,
    className: 'field__input',
    value: draft[name],
    onInput: set(name),
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `bagdrop-${name}-error` : undefined,
  });

  return (
    <section className="bagdrop" aria-labelledby="bagdrop-heading">
      <h2 id="bagdrop-heading">Offer a bag of your own</h2>
      <p className="hint">Tell us about a designer bag you would like to share with the club. We look at every bag before it joins the collection.</p>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <div className="grid">
          {field('brand', 'Brand', <input {...common('brand')} type="text" autoComplete="off" maxLength={BAGDROP_LIMITS.brand} />)}
          {field('title', 'Model (optional)', <input {...common('title')} type="text" autoComplete="off" maxLength={BAGDROP_LIMITS.title} />)}
          {field('colour', 'Colour (optional)', <input {...common('colour')} type="text" autoComplete="off" maxLength={BAGDROP_LIMITS.colour} />)}
          {field(
            'condition',
            'Condition',
            <select {...common('condition')}>
              <option value="">Choose…</option>
              {conditions.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>,
          )}
          {field('purchaseYear', 'Year bought (optional)', <input {...common('purchaseYear')} type="text" inputMode="numeric" maxLength={4} />)}
        </div>
        {field('description', 'Description (optional)', <textarea {...common('description')} rows={4} maxLength={BAGDROP_LIMITS.description} />)}
        <div className="field">
          <label htmlFor="bagdrop-photos" className="field__label">
            Photos (up to {MAX_PHOTOS}: JPEG, PNG or WebP, 5 MB each)
          </label>
          <input
            ref={fileInput}
            id="bagdrop-photos"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={photos.length >= MAX_PHOTOS}
            aria-invalid={errors.photos ? true : undefined}
            aria-describedby={errors.photos ? 'bagdrop-photos-error' : undefined}
            onChange={(e) => addPhotos(e.currentTarget.files)}
          />
          {errors.photos && (
            <span id="bagdrop-photos-error" className="error-text">
              {errors.photos}
            </span>
          )}
          {photos.length > 0 && (
            <ul className="photo-list" aria-label="Chosen photos">
              {photos.map((file, i) => (
                <li key={`${file.name}-${i}`}>
                  <span>
                    {file.name} ({photoSizeText(file.size)})
                  </span>
                  <button
                    type="button"
                    className="button button-quiet"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => setPhotos(photos.filter((_, j) => j !== i))}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {write.error && (
          <p className="error-text" role="alert">
            {write.error}
          </p>
        )}
        {busy && (
          <p className="progress" role="status">
            <progress aria-label="Sending" /> Sending your bag and {photos.length === 1 ? '1 photo' : `${photos.length} photos`}…
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Sending…' : 'Offer this bag'}
        </button>
      </form>
    </section>
  );
}
