import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FetcherStore } from '@nanostores/query';
import { useQuery } from '../../src/ui/use-query';

/** Where an action's outcome is announced; it takes focus so a keyboard or screen reader user hears it. */
export function Feedback({ action }: { action: { error: string | null; done: string | null } }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const text = action.error ?? action.done;
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  if (!text) return null;
  return (
    <p ref={ref} tabIndex={-1} className={action.error ? 'ops-error' : 'ops-done'} role={action.error ? 'alert' : 'status'}>
      {text}
    </p>
  );
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  optional?: boolean;
  required?: boolean;
  wide?: boolean;
  name?: string;
}

function Described({ id, hint, error }: { id: string; hint?: string; error?: string | null }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, hint?: string, error?: string | null) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function Label({ id, label, optional }: { id: string; label: string; optional?: boolean }) {
  return (
    <label className="field__label" htmlFor={id}>
      {label}
      {optional ? <span className="field__optional"> (optional)</span> : null}
    </label>
  );
}

export function InputField(
  props: FieldProps & {
    type?: 'text' | 'number' | 'datetime-local' | 'search' | 'url';
    inputMode?: 'numeric' | 'decimal' | 'text';
    maxLength?: number;
    step?: string;
    min?: string;
    autoComplete?: string;
    /** Values offered while typing (a datalist); any other value may still be typed. */
    suggestions?: readonly string[];
  },
) {
  const id = useId();
  return (
    <div className={`field${props.wide ? ' ops-wide' : ''}`}>
      <Label id={id} label={props.label} optional={props.optional} />
      <input
        id={id}
        className="field__input"
        name={props.name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        step={props.step}
        min={props.min}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete ?? 'off'}
        list={props.suggestions?.length ? `${id}-list` : undefined}
        required={props.required}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.hint, props.error)}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      {props.suggestions?.length ? (
        <datalist id={`${id}-list`}>
          {props.suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ) : null}
      <Described id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

export function TextAreaField(props: FieldProps & { rows?: number; maxLength?: number }) {
  const id = useId();
  return (
    <div className={`field${props.wide ? ' ops-wide' : ''}`}>
      <Label id={id} label={props.label} optional={props.optional} />
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
      <Described id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

export function SelectField(props: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <div className={`field${props.wide ? ' ops-wide' : ''}`}>
      <Label id={id} label={props.label} optional={props.optional} />
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
      <Described id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

const BADGE: Record<string, string> = {
  ACTIVE: 'good',
  APPROVED: 'good',
  ACCEPTED: 'good',
  RETURNED: 'good',
  GOOD: 'good',
  ONHOLD: 'warn',
  PENDING: 'warn',
  SUBMITTED: 'warn',
  NEEDS_CLEANING: 'warn',
  TO_SHIP: 'warn',
  DECLINED: 'bad',
  DAMAGED: 'bad',
  DEACTIVE: 'bad',
  EXPIRE: 'bad',
  EXPIRED: 'bad',
  RETIRED: 'bad',
  OVERDUE: 'bad',
};

export function Badge({ code, children }: { code: string; children?: ReactNode }) {
  const tone = BADGE[code];
  return (
    <span className={tone ? `ops-badge ops-badge--${tone}` : 'ops-badge'}>{children ?? code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ')}</span>
  );
}

/**
 * A searchable, paged list: what the form holds (`draft`) becomes the query on
 * submit, back to the first page; `storeFor` gives the fetcher store of a query.
 */
export function usePagedSearch<Q extends Record<string, string>, T>(initial: Q, storeFor: (query: string) => FetcherStore<T>) {
  const [draft, setDraft] = useState<Q>(initial);
  const [query, setQuery] = useState<Q & { page: number }>({ ...initial, page: 0 });
  const { state, retry } = useQuery(storeFor(JSON.stringify(query)), { keepPrevious: true });
  return {
    draft,
    setDraft,
    state,
    retry,
    submit: (event: FormEvent) => {
      event.preventDefault();
      setQuery({ ...draft, page: 0 });
    },
    goTo: (page: number) => setQuery({ ...query, page }),
  };
}

/** "12 bags, page 1 of 2." and Newer/Older buttons when there is more than one page. */
export function Pager({
  total,
  page,
  size,
  noun,
  onPage,
}: {
  total: number;
  page: number;
  size: number;
  noun: [string, string];
  onPage: (page: number) => void;
}) {
  const pages = Math.ceil(total / size);
  return (
    <>
      <p className="ops-muted" role="status">
        {total === 0 ? `No ${noun[1]} match.` : `${total} ${total === 1 ? noun[0] : noun[1]}${pages > 1 ? `, page ${page + 1} of ${pages}` : ''}.`}
      </p>
      {pages > 1 ? (
        <div className="ops-pager">
          <button type="button" className="button button-quiet" disabled={page === 0} onClick={() => onPage(page - 1)}>
            Newer
          </button>
          <button type="button" className="button button-quiet" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
            Older
          </button>
        </div>
      ) : null}
    </>
  );
}
