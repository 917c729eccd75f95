import { useId } from 'react';
import { describedBy, FieldLabel, FieldNotes, fieldClass, type FieldProps } from './field-parts';

/** A labelled select with its hint and error tied to it. */
export function SelectField(props: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <div className={fieldClass(props.wide)}>
      <FieldLabel id={id} label={props.label} optional={props.optional} />
      <select
        id={id}
        className="field__input"
        name={props.name}
        required={props.required}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.hint, props.error)}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={props.hint} error={props.error} />
    </div>
  );
}
