import { useId } from 'react';
import { describedBy, FieldLabel, FieldNotes, fieldClass, type FieldProps } from './field-parts';

/** A labelled text area with its hint and error tied to it. */
export function TextAreaField(props: FieldProps & { rows?: number; maxLength?: number }) {
  const id = useId();
  return (
    <div className={fieldClass(props.wide)}>
      <FieldLabel id={id} label={props.label} optional={props.optional} />
      <textarea
        id={id}
        className="field__input"
        name={props.name}
        rows={props.rows ?? 4}
        maxLength={props.maxLength}
        required={props.required}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.hint, props.error)}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      <FieldNotes id={id} hint={props.hint} error={props.error} />
    </div>
  );
}
