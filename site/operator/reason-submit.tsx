import { TextAreaField } from '../../src/ui/text-area-field';

/**
 * The reason an operator gives (the member or the audit log reads it) and the button that acts on it, at the end of a
 * form whose action cannot be taken back lightly: hold or deactivate a membership, end a member's sessions, cancel a booking.
 */
export function ReasonSubmit(props: {
  label: string;
  hint: string;
  reason: string;
  onReason: (reason: string) => void;
  error: string | null | undefined;
  busy: boolean;
  submit: string;
}) {
  return (
    <>
      <TextAreaField label={props.label} hint={props.hint} value={props.reason} onChange={props.onReason} maxLength={500} error={props.error} />
      <p>
        <button type="submit" className="button button-danger" disabled={props.busy}>
          {props.submit}
        </button>
      </p>
    </>
  );
}
