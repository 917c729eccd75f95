import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { ACCEPT_ATTRIBUTE, checkFile } from './application-rules';

interface DocumentFieldProps {
  label: string;
  /** What to photograph, in a few words ('the side with your photo'). */
  hint: string;
  file: File | null;
  /** A file that was chosen and refused, or a missing file after "Next". */
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * One identity document: a photo (previewed) or a PDF (named), chosen with the
 * system's picker or dropped on the field, checked for type and size before it is
 * kept. The native file input stays the control (keyboard, screen readers, tests);
 * the drop area around it is its label.
 */
export function DocumentField({ label, hint, file, error, onChange }: DocumentFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const preview = useMemo(() => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function take(chosen: File | null) {
    if (!chosen) return;
    const problem = checkFile(chosen);
    // A refused file is not kept; clearing the input lets the same name be chosen again once fixed.
    if (problem && input.current) input.current.value = '';
    onChange(problem ? null : chosen, problem);
  }

  const dropProps = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setOver(false);
      take(event.dataTransfer?.files?.[0] ?? null);
    },
  };

  const classes = ['document', file ? 'document--chosen' : '', error ? 'document--invalid' : '', over ? 'document--over' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} {...dropProps} data-testid="document-drop">
      <p id={titleId} className="document__title">
        {label}
      </p>
      <input
        id={id}
        ref={input}
        className="document__input"
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        aria-labelledby={titleId}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => take(event.currentTarget.files?.[0] ?? null)}
      />
      {file ? (
        <div className="document__chosen">
          {preview ? (
            <img className="document__preview" src={preview} alt={`Preview of ${label}`} />
          ) : (
            <span className="document__pdf" aria-hidden="true">
              PDF
            </span>
          )}
          <span className="document__name">
            <span className="document__file">{file.name}</span>
            <span className="muted">{sizeText(file.size)}</span>
          </span>
          <span className="document__actions">
            <label className="link-button" htmlFor={id}>
              Replace<span className="visually-hidden"> {label}</span>
            </label>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                if (input.current) input.current.value = '';
                onChange(null, null);
              }}
            >
              Remove<span className="visually-hidden"> {label}</span>
            </button>
          </span>
        </div>
      ) : (
        <label className="document__zone" htmlFor={id}>
          <svg className="document__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path
              d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M5 14v4.5A1.5 1.5 0 0 0 6.5 20h11a1.5 1.5 0 0 0 1.5-1.5V14"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>
            <span className="document__cta">Choose a photo or PDF</span> <span className="document__drop muted">or drop it here</span>
          </span>
        </label>
      )}
      <p id={hintId} className="document__hint muted">
        {hint}. JPEG, PNG, WebP or PDF, up to 5 MB.
      </p>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
