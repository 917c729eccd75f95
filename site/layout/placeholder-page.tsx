import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

interface PlaceholderPageProps {
  title: string;
  children: ReactNode;
}

/** A page whose content comes in a later issue: its name and one honest line about it. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <section className="page page-placeholder">
      <h1>{title}</h1>
      <p className="page-lead">{children}</p>
    </section>
  );
}
