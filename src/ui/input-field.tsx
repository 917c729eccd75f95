import { useId } from 'react';
import { FieldLabel, FieldNotes, fieldClass, inputAttributes, type FieldProps } from './field-parts';

export interface InputFieldProps extends FieldProps {
  type?: 'text' | 'number' | 'datetime-local' | 'search' | 'url';
  inputMode?: 'numeric' | 'decimal' | 'text';
  maxLength?: number;
  step?: string;
  min?: string;
  autoComplete?: string;
  /** Values offered while typing (a datalist); any other value may still be typed. */
  suggestions?: readonly string[];
}

/** A labelled one-line input with its hint and error tied to it (TextField is the variant that filters keystrokes). */
export function InputField(props: InputFieldProps) {
  const id = useId();
  return (
    <div className={fieldClass(props.wide)}>
      <FieldLabel id={id} label={props.label} optional={props.optional} />
      <input
        {...inputAttributes(id, props)}
        step={props.step}
        min={props.min}
        autoComplete={props.autoComplete ?? 'off'}
        list={props.suggestions?.length ? `${id}-list` : undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      {props.suggestions?.length ? (
        <datalist id={`${id}-list`}>
          {props.suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ) : null}
      <FieldNotes id={id} hint={props.hint} error={props.error} />
    </div>
  );
}
