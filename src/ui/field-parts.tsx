import type { HTMLAttributes } from 'react';

/** What every labelled field of the kit takes (input-field.tsx, text-area-field.tsx, select-field.tsx). */
export interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and tied to it; null when the field is fine. */
  error?: string | null;
  /** A line under the label saying what to type, tied to the field too. */
  hint?: string;
  /** Says '(optional)' after the label, so required fields need no asterisk legend. */
  optional?: boolean;
  required?: boolean;
  /** Spans the whole row of a two-column form grid. */
  wide?: boolean;
  name?: string;
}

export const fieldClass = (wide?: boolean) => (wide ? 'field field--wide' : 'field');

/** The ids a field's hint and error carry, for its aria-describedby. */
export const describedBy = (id: string, hint?: string, error?: string | null) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** What every one-line input of the kit carries (input-field.tsx, text-field.tsx): its id, look, name, type, value and limits, and its notes tied to it. */
export function inputAttributes(
  id: string,
  props: {
    name?: string;
    type?: string;
    value: string;
    inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
    maxLength?: number;
    required?: boolean;
    hint?: string;
    error?: string | null;
  },
) {
  return {
    id,
    className: 'field__input',
    name: props.name,
    type: props.type ?? 'text',
    value: props.value,
    inputMode: props.inputMode,
    maxLength: props.maxLength,
    required: props.required,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(id, props.hint, props.error),
  } as const;
}

export function FieldLabel({ id, label, optional }: { id: string; label: string; optional?: boolean }) {
  return (
    <label className="field__label" htmlFor={id}>
      {label}
      {optional ? <span className="field__optional"> (optional)</span> : null}
    </label>
  );
}

/** The hint and the error under a field; `alert` announces the error as it appears (a form checked as it is typed). */
export function FieldNotes({ id, hint, error, alert }: { id: string; hint?: string; error?: string | null; alert?: boolean }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role={alert ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </>
  );
}
