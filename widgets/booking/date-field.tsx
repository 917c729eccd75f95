/** A labelled date input with its error under it, tied by aria-describedby. */
export function DateField(props: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  error?: string | null;
  onValue: (v: string) => void;
}) {
  const { id, label, value, min, max, error, onValue } = props;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onInput={(e) => onValue(e.currentTarget.value)}
        onChange={(e) => onValue(e.currentTarget.value)}
      />
      {error && (
        <span id={`${id}-error`} className="error-text" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
