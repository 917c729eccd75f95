import { useEffect, useId, useMemo, useRef } from 'react';
import { ACCEPT_ATTRIBUTE, checkFile } from './application-rules';

interface DocumentFieldProps {
  label: string;
  file: File | null;
  /** A file that was chosen and refused, or a missing file after "Next". */
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** One identity document: an image (previewed) or a PDF, checked for type and size before it is kept. */
export function DocumentField({ label, file, error, onChange }: DocumentFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const preview = useMemo(() => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  return (
    <div className={error ? 'document document--invalid' : 'document'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={input}
        className="document__input"
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const input = event.currentTarget;
          const chosen = input.files?.[0] ?? null;
          if (!chosen) return;
          const problem = checkFile(chosen);
          // A refused file is not kept; clearing the input lets the same name be chosen again once fixed.
          if (problem) input.value = '';
          onChange(problem ? null : chosen, problem);
        }}
      />
      {file ? (
        <div className="document__chosen">
          {preview ? <img className="document__preview" src={preview} alt={`Preview of ${label}`} /> : <span className="document__pdf" aria-hidden="true">PDF</span>}
          <span className="document__name">
            {file.name} <span className="muted">({sizeText(file.size)})</span>
          </span>
          <button type="button" className="link-button" onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null, null);
            }}>
            Remove<span className="visually-hidden"> {label}</span>
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
