/**
 * A labelled day typed the member's way (dd/mm/yyyy, en-IN), its format and its error
 * under it, tied by aria-describedby. A text field, not type="date": the browser's
 * date field follows the browser's language rather than the member's, and while a
 * year is typed it hands over years such as 0002 and 0020 as if they were days.
 */
export function DateField(props: { id: string; label: string; value: string; error?: string | null; onValue: (v: string) => void }) {
  const { id, label, value, error, onValue } = props;
  const described = error ? `${id}-format ${id}-error` : `${id}-format`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onInput={(e) => onValue(e.currentTarget.value)}
      />
      <span id={`${id}-format`} className="field__hint">
        Day, month, year: dd/mm/yyyy
      </span>
      {error && (
        <span id={`${id}-error`} className="error-text" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
