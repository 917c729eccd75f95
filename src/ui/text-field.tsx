import { useId, type ClipboardEvent, type HTMLAttributes } from 'react';
import { FieldLabel, FieldNotes, inputAttributes } from './field-parts';

export interface TextFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** What typing may put in the field (e.g. filterTyping from src/validation/rules). */
  filter?: (raw: string) => string;
  onBlur?: () => void;
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
  /** Shown (and announced) under the field; null when the field is fine or not yet touched. */
  error?: string | null;
  type?: 'text' | 'email' | 'tel';
  name?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
  /** Says '(optional)' after the label, so required fields need no asterisk legend. */
  optional?: boolean;
  disabled?: boolean;
  /** Takes initial focus when its dialog opens (see ModalDialog). */
  autoFocus?: boolean;
}

/** A labelled input with its error text tied to it by aria-describedby. */
export function TextField(props: TextFieldProps) {
  const id = useId();
  const { error } = props;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <FieldLabel id={id} label={props.label} optional={props.optional} />
      <input
        {...inputAttributes(id, props)}
        autoComplete={props.autoComplete}
        disabled={props.disabled}
        data-autofocus={props.autoFocus ? '' : undefined}
        onChange={(event) => {
          const input = event.currentTarget;
          const next = props.filter ? props.filter(input.value) : input.value;
          // A rejected keystroke leaves the state unchanged, so no re-render would undo it in the DOM.
          if (next !== input.value) input.value = next;
          props.onValueChange(next);
        }}
        onBlur={props.onBlur}
        onPaste={props.onPaste}
      />
      <FieldNotes id={id} error={error} alert />
    </div>
  );
}
