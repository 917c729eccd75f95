import { renderToString } from 'preact-render-to-string';
import { createPath, Route, Router, Routes, type Navigator } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout';
import { HomePage } from './pages/home-page';

// Links as the HashRouter writes them (#/our-process), so the markup the site renders
// over this one in the browser is the same and nothing moves.
const hashLinks: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => {},
  push: () => {},
  replace: () => {},
};

/**
 * The home page as a visitor first sees it (its data sections as sized skeletons),
 * rendered at build time into index.html (scripts/finish-build.mjs): the first
 * paint needs no script, and the site's first render reuses these elements.
 */
export function renderHome(): string {
  return renderToString(
    <Router location="/" navigator={hashLinks} static>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route index element={<HomePage />} />
        </Route>
      </Routes>
    </Router>,
  );
}
