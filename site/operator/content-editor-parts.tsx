import { useState, type ReactNode } from 'react';
import { Link } from '../layout/link';
import { LoadSection } from '../../src/ui/load-section';
import type { LoadState } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import type { Action } from './operator-write';

/** A datetime-local value (the operator's time) as an ISO moment; '' stays ''. */
export const isoMoment = (local: string) => (local ? new Date(local).toISOString() : '');

/** An ISO moment as the operator's datetime-local value. */
export const localMoment = (iso?: string) => {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The page around a content editor: the way back to Content, the heading, and the item loading. */
export function ContentEditorPage<T>(props: {
  title: string;
  headingId: string;
  what: string;
  state: LoadState<T>;
  retry: () => void;
  children: (item: T) => ReactNode;
}) {
  useDocumentTitle(`${props.title} · Back office`);
  return (
    <section className="ops" aria-labelledby={props.headingId}>
      <p>
        <Link to="/operator/content">← Content</Link>
      </p>
      <h1 id={props.headingId}>{props.title}</h1>
      <LoadSection state={props.state} retry={props.retry} what={props.what}>
        {props.children}
      </LoadSection>
    </section>
  );
}

/** A draft of an editor's fields, each field's props (value, change, the server's refusal of it) from one call. */
export function useDraft<D extends Record<string, string>>(initial: () => D, action: Pick<Action, 'fieldErrors'>) {
  const [draft, setDraft] = useState(initial);
  const field = (key: keyof D & string) => ({
    value: draft[key],
    onChange: (value: string) => setDraft({ ...draft, [key]: value }),
    error: action.fieldErrors[key],
  });
  return { draft, field };
}
