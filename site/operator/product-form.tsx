import { useId, useState, type ReactNode } from 'react';
import { MAX_PRODUCT_PHOTOS } from '../../src/api/shapes/operator';
import type { ProductForm } from '../../src/api/shapes/requests/operator';
import { useQuery } from '../../src/ui/use-query';
import { $attributeSuggestions } from './operator-stores';
import type { Action } from './operator-write';
import { InputField } from '../../src/ui/input-field';
import { SelectField } from '../../src/ui/select-field';
import { TextAreaField } from '../../src/ui/text-area-field';

export const STYLES = ['Tote', 'Clutch', 'Hobo', 'Crossbody', 'Bucket', 'Satchel'] as const;
export const MAX_PHOTOS = MAX_PRODUCT_PHOTOS;

export interface ProductValues {
  title: string;
  brand: string;
  category: string;
  colour: string;
  colourHex: string;
  size: string;
  occasion: string;
  material: string;
  retailPrice: string;
  description: string;
  widthCm: string;
  heightCm: string;
  depthCm: string;
  strapDropCm: string;
  conditionGrade: string;
  /** Comma-separated: "Dust bag, Box, Authenticity card". */
  inTheBox: string;
}

export const EMPTY_PRODUCT: ProductValues = {
  title: '',
  brand: '',
  category: 'Tote',
  colour: '',
  colourHex: '',
  size: 'Medium',
  occasion: '',
  material: '',
  retailPrice: '',
  description: '',
  widthCm: '',
  heightCm: '',
  depthCm: '',
  strapDropCm: '',
  conditionGrade: '',
  inTheBox: '',
};

const GRADE_OPTIONS = [
  { value: '', label: 'Not graded yet' },
  { value: 'EXCELLENT', label: 'Excellent' },
  { value: 'VERY_GOOD', label: 'Very good' },
  { value: 'GOOD', label: 'Good' },
];

/** Centimetres as typed: empty is none; anything not a number is sent as 0, so the server names the field. */
function cmOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 0;
}

/** The form's text as the API's bag (the server checks every field again and names the wrong ones). */
export function productBody(values: ProductValues): ProductForm {
  return {
    title: values.title.trim(),
    brand: values.brand.trim(),
    category: values.category,
    colour: values.colour.trim(),
    colourHex: values.colourHex.trim() || null,
    size: values.size.trim(),
    occasion: values.occasion.trim(),
    material: values.material.trim(),
    retailPrice: Number(values.retailPrice.replace(/[₹$,\s]/g, '')),
    description: values.description.trim(),
    widthCm: cmOf(values.widthCm),
    heightCm: cmOf(values.heightCm),
    depthCm: cmOf(values.depthCm),
    strapDropCm: cmOf(values.strapDropCm),
    conditionGrade: values.conditionGrade || null,
    inTheBox: values.inTheBox
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  };
}

/** What the collection's filters already know, offered while typing (a new value is fine: it becomes a filter). */
function useSuggestions(): Record<string, string[]> {
  const { state } = useQuery($attributeSuggestions);
  return state.kind === 'ready' ? state.value : {};
}

/**
 * The bag form of the catalogue and of an accepted bag drop: the details the
 * collection filters on, the retail value, the description and photos
 * (JPEG, PNG or WebP; the server checks them like every upload).
 */
export function ProductFormFields({
  values,
  onChange,
  action,
  photos,
  onPhotos,
  photoRoom,
  children,
  submitLabel,
  onSubmit,
}: {
  values: ProductValues;
  onChange: (values: ProductValues) => void;
  action: Action;
  photos: File[];
  onPhotos: (files: File[]) => void;
  /** How many more photos the bag may have. */
  photoRoom: number;
  children?: ReactNode;
  submitLabel: string;
  onSubmit: () => void;
}) {
  const suggestions = useSuggestions();
  const photoId = useId();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const field = (key: keyof ProductValues) => ({
    value: values[key],
    onChange: (value: string) => onChange({ ...values, [key]: value }),
    error: action.fieldErrors[key === 'category' ? 'category' : key] ?? null,
  });
  const photoProblem = photoError ?? action.fieldErrors.photos ?? null;
  return (
    <form
      className="ops-form ops-card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="ops-form-grid">
        <InputField label="Name" hint="e.g. Alma Tote" maxLength={80} {...field('title')} />
        <InputField label="Brand" maxLength={60} suggestions={suggestions.BRAND} {...field('brand')} />
        <SelectField
          label="Style"
          options={[...(values.category ? [] : [{ value: '', label: 'Choose a style' }]), ...STYLES.map((s) => ({ value: s, label: s }))]}
          {...field('category')}
        />
        <InputField label="Colour" maxLength={40} suggestions={suggestions.COLOUR} {...field('colour')} />
        <InputField label="Colour swatch" optional hint="#rrggbb, for the drawing shown when there is no photo" maxLength={7} {...field('colourHex')} />
        <InputField label="Size" maxLength={20} suggestions={suggestions.SIZE} {...field('size')} />
        <InputField label="Occasion" maxLength={40} suggestions={suggestions.OCCASION} {...field('occasion')} />
        <InputField label="Material" maxLength={40} suggestions={suggestions.MATERIAL} {...field('material')} />
        <InputField label="Retail value (₹)" inputMode="decimal" maxLength={12} {...field('retailPrice')} />
        <TextAreaField label="Description" wide rows={5} maxLength={2000} {...field('description')} />
        <InputField label="Width (cm)" optional inputMode="decimal" maxLength={6} {...field('widthCm')} />
        <InputField label="Height (cm)" optional inputMode="decimal" maxLength={6} {...field('heightCm')} />
        <InputField label="Depth (cm)" optional inputMode="decimal" maxLength={6} {...field('depthCm')} />
        <InputField
          label="Strap drop (cm)"
          optional
          hint="Top of the strap to the bag; empty for no strap"
          inputMode="decimal"
          maxLength={6}
          {...field('strapDropCm')}
        />
        <SelectField label="Condition" optional hint="As last checked in" options={GRADE_OPTIONS} {...field('conditionGrade')} />
        <InputField label="In the box" optional hint="Comma-separated, e.g. Dust bag, Box, Authenticity card" maxLength={300} {...field('inTheBox')} />
        <div className="field ops-wide">
          <label className="field__label" htmlFor={photoId}>
            Photos <span className="field__optional">(optional; up to {photoRoom} more, JPEG, PNG or WebP, 5 MB each)</span>
          </label>
          <input
            id={photoId}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className="field__input"
            disabled={photoRoom === 0}
            aria-invalid={photoProblem ? true : undefined}
            aria-describedby={photoProblem ? `${photoId}-error` : undefined}
            onChange={(event) => {
              const chosen = Array.from(event.currentTarget.files ?? []);
              setPhotoError(chosen.length > photoRoom ? `Choose at most ${photoRoom} ${photoRoom === 1 ? 'photo' : 'photos'}.` : null);
              onPhotos(chosen.slice(0, photoRoom));
            }}
          />
          {photoProblem ? (
            <p id={`${photoId}-error`} className="field__error">
              {photoProblem}
            </p>
          ) : null}
          {photos.length ? <p className="ops-muted">Chosen: {photos.map((f) => f.name).join(', ')}</p> : null}
        </div>
      </div>
      {children}
      <p>
        <button type="submit" className="button button-primary" disabled={action.busy} aria-busy={action.busy || undefined}>
          {action.busy ? 'Saving…' : submitLabel}
        </button>
      </p>
    </form>
  );
}
