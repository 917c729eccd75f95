import { useEffect } from 'react';

export const SITE_TITLE = 'Tote — designer bags, by membership';

/** Each page names itself in the tab and in the history list; the home page uses the site title. */
export function useDocumentTitle(pageTitle: string | null): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · Tote` : SITE_TITLE;
  }, [pageTitle]);
}
