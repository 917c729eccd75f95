import { useEffect } from 'react';

/**
 * Adopts `css` into the document while the component is mounted. A
 * constructable stylesheet, like the widgets use in their shadow roots: it
 * needs no 'unsafe-inline' under the site's CSP, and leaves with the back office.
 */
export function useDocumentStyles(css: string): void {
  useEffect(() => {
    if (!('adoptedStyleSheets' in document)) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [css]);
}
