import { useEffect, useState } from 'react';
import { errorText } from '../../src/api/api-error';
import { fetchDocument } from '../../src/api/operator';
import type { ApplicationDocument } from '../../src/api/shapes/operator';

type FileState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; src: string; type: string };

/** A file size for people: 12 KB, 1.4 MB. */
export function kilobytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const SHOWN = /^(image\/(jpeg|png|webp)|application\/pdf)$/;

/**
 * A file only operators may read (identity documents, members' bag-drop
 * photos): fetched with the operator's token and shown from a blob: URL, so it
 * never sits at an address a browser or proxy could cache or another person
 * could open. The URL is revoked when the view goes.
 */
export function usePrivateFile(url: string): FileState {
  const [state, setState] = useState<FileState>({ kind: 'loading' });
  useEffect(() => {
    let active = true;
    let src: string | null = null;
    setState({ kind: 'loading' });
    fetchDocument(url).then(
      (blob) => {
        if (!active) return;
        // Only the types uploads are checked for are shown; anything else is never rendered.
        if (!SHOWN.test(blob.type)) return setState({ kind: 'error', message: `This file cannot be shown here (${blob.type || 'unknown type'}).` });
        src = URL.createObjectURL(blob);
        setState({ kind: 'ready', src, type: blob.type });
      },
      (err: unknown) => active && setState({ kind: 'error', message: errorText(err) ?? 'The file could not be loaded.' }),
    );
    return () => {
      active = false;
      if (src) URL.revokeObjectURL(src);
    };
  }, [url]);
  return state;
}

/** One identity document, inline: an image, or a PDF in a frame; with a link to open it full size. */
export function DocumentView({ doc, owner }: { doc: ApplicationDocument; owner: string }) {
  const file = usePrivateFile(doc.url);
  const name = `${doc.label} of ${owner}`;
  return (
    <figure className="ops-document" aria-busy={file.kind === 'loading' || undefined}>
      {file.kind === 'loading' ? <p className="ops-muted">Loading the {doc.label}…</p> : null}
      {file.kind === 'error' ? (
        <p className="ops-error" role="alert">
          {file.message}
        </p>
      ) : null}
      {/* The viewer fits the page to the frame's width, without its side panel: a card reads at a glance. */}
      {file.kind === 'ready' && file.type === 'application/pdf' ? <iframe src={`${file.src}#view=FitH&navpanes=0`} title={name} /> : null}
      {file.kind === 'ready' && file.type !== 'application/pdf' ? <img src={file.src} alt={name} /> : null}
      <figcaption>
        <span>
          <strong>{doc.label}</strong>{' '}
          <span className="ops-muted">
            ({doc.contentType === 'application/pdf' ? 'PDF' : 'image'}, {kilobytes(doc.bytes)})
          </span>
        </span>
        {file.kind === 'ready' ? (
          <a href={file.src} target="_blank" rel="noopener noreferrer">
            Open full size<span className="visually-hidden">: {name}</span>
          </a>
        ) : null}
      </figcaption>
    </figure>
  );
}

/** A member's own photo (bag drop), shown to operators only. */
export function PrivateImage({ url, alt }: { url: string; alt: string }) {
  const file = usePrivateFile(url);
  if (file.kind === 'ready') return <img src={file.src} alt={alt} />;
  return (
    <span className="ops-muted" role={file.kind === 'error' ? 'alert' : undefined}>
      {file.kind === 'error' ? file.message : 'Loading photo…'}
    </span>
  );
}
