import { useId, useRef, useState } from 'react';
import { isPartnerId, PARTNER_ID_MESSAGE } from '../../src/validation/partner-id';
import { useDocumentTitle } from '../layout/use-document-title';
import { buildSnippet, originOf, previewAddress, SNIPPET_WIDGETS, THEME_VARIABLES } from './snippet';

const DEFAULT_THEME = Object.fromEntries(THEME_VARIABLES.map((v) => [v.name, v.value]));

/** Puts `text` on the clipboard; where the Clipboard API is missing or refused, the selected text area is copied the old way. */
async function copyText(text: string, area: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!area) return false;
    area.focus();
    area.select();
    return document.execCommand('copy');
  }
}

/**
 * #/operator/snippets: marketing builds a partner page's snippet (widgets,
 * partner id, api-base, theme colours), sees it live and copies it. The
 * preview is the server's page of the chosen widgets and colours, under a
 * policy of its own (the back office's refuses inline styles); its widgets
 * keep their session in memory, as on a partner's page, so they never reach
 * the back office's session, and count no visit for the partner.
 */
export function SnippetBuilderPage() {
  useDocumentTitle('Snippet builder · Back office');
  const [tags, setTags] = useState<string[]>(['tote-auth']);
  const [partnerId, setPartnerId] = useState('');
  const [apiBase, setApiBase] = useState(() => window.location.origin);
  const [theme, setTheme] = useState<Record<string, string>>(DEFAULT_THEME);
  const [copied, setCopied] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const partnerError = partnerId.trim() && !isPartnerId(partnerId.trim()) ? PARTNER_ID_MESSAGE : null;
  const baseError = originOf(apiBase) ? null : 'Give the Tote address as https://…';
  const snippet = partnerError || baseError ? '' : buildSnippet({ tags, partnerId, apiBase, theme });
  const preview = snippet ? previewAddress(tags, theme) : '';
  const toggle = (tag: string, on: boolean) => setTags(on ? [...tags, tag] : tags.filter((t) => t !== tag));
  return (
    <section className="ops" aria-labelledby="ops-snippets">
      <div>
        <h1 id="ops-snippets">Snippet builder</h1>
        <p className="ops-lead">Choose the widgets for a partner page, its partner id and colours, then copy the snippet into the page’s HTML.</p>
      </div>
      <fieldset className="field">
        <legend className="field__label">Widgets</legend>
        {SNIPPET_WIDGETS.map((w) => (
          <label key={w.tag} className="ops-check">
            <input type="checkbox" checked={tags.includes(w.tag)} onChange={(e) => toggle(w.tag, e.currentTarget.checked)} /> {w.label} (
            <code>{`<${w.tag}>`}</code>)
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-partner`}>
          Partner id
        </label>
        <input
          id={`${id}-partner`}
          className="field__input"
          value={partnerId}
          maxLength={64}
          aria-invalid={partnerError ? true : undefined}
          aria-describedby={`${id}-partner-hint`}
          onChange={(e) => setPartnerId(e.currentTarget.value)}
        />
        <p id={`${id}-partner-hint`} className={partnerError ? 'field__error' : 'ops-muted'}>
          {partnerError ?? 'Sign-ups and visits on the page are counted under it on the Partners page.'}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-base`}>
          Tote address (api-base)
        </label>
        <input
          id={`${id}-base`}
          className="field__input"
          type="url"
          value={apiBase}
          aria-invalid={baseError ? true : undefined}
          aria-describedby={baseError ? `${id}-base-error` : undefined}
          onChange={(e) => setApiBase(e.currentTarget.value)}
        />
        {baseError ? (
          <p id={`${id}-base-error`} className="field__error">
            {baseError}
          </p>
        ) : null}
      </div>
      <fieldset className="field">
        <legend className="field__label">Colours</legend>
        {THEME_VARIABLES.map((v) => (
          <label key={v.name} className="ops-check">
            <input type="color" value={theme[v.name]} onChange={(e) => setTheme({ ...theme, [v.name]: e.currentTarget.value })} /> {v.label} (
            <code>{v.name}</code>)
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-snippet`}>
          Snippet
        </label>
        <textarea id={`${id}-snippet`} ref={area} className="field__input" rows={8} readOnly value={snippet} />
      </div>
      <p>
        <button
          type="button"
          className="button button-primary"
          disabled={!snippet}
          onClick={() => {
            setCopied('');
            void copyText(snippet, area.current).then((done) =>
              setCopied(done ? 'The snippet is copied.' : 'Copying was refused: select the snippet and copy it by hand.'),
            );
          }}
        >
          Copy the snippet
        </button>
      </p>
      <p role="status" className="ops-muted">
        {copied}
      </p>
      <h2>Preview</h2>
      {snippet ? (
        <iframe
          title="Preview of the snippet"
          sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
          src={preview}
          style={{ width: '100%', minHeight: '360px', border: '1px solid #ccc' }}
        />
      ) : (
        <p className="ops-muted">Fix the fields above to see the preview.</p>
      )}
    </section>
  );
}
