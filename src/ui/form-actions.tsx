/**
 * A form's last lines: the refusal, if there is one (announced as it appears), then its submit button (busy while
 * its call runs) and Cancel.
 */
export function FormActions(props: {
  error: string | null | undefined;
  busy: boolean;
  submit: string;
  busyLabel: string;
  onCancel: () => void;
  disabled?: boolean;
}) {
  return (
    <>
      {props.error ? (
        <p className="error-text" role="alert">
          {props.error}
        </p>
      ) : null}
      <div className="row">
        <button type="submit" className="button button-primary" aria-busy={props.busy} disabled={props.disabled}>
          {props.busy ? props.busyLabel : props.submit}
        </button>
        <button type="button" className="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}
