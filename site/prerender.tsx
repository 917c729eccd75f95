import { renderToString } from 'preact-render-to-string';
import { createPath, Route, Router, Routes, type Navigator } from 'react-router-dom';
import { FILTER_COUNT_PATH, FILTER_LIST_PATH } from '../src/api/product';
import { SESSION_KEYS } from '../src/storage/session-storage';
import { DEFAULT_QUERY, toRequest } from '../src/stores/collection-query';
import { CARD_SIZES, FIRST_CARDS } from '../widgets/collection/card-image';
import { HERO, HERO_SIZES, heroSrc, heroSrcset } from './home/hero-picture';
import { SiteLayout } from './layout/site-layout';
import { HomePage } from './pages/home-page';
import { MembersCollectionSection } from './pages/members-collection-section';

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
 * paint needs no script, and the site's first render reuses these elements. The
 * collection page's heading and lead follow it in <main>, hidden except on that route
 * (site.css), so that its largest text paints from the HTML too.
 */
export function renderHome(): string {
  return renderToString(
    <Router location="/" navigator={hashLinks} static>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route
            index
            element={
              <>
                <HomePage />
                <MembersCollectionSection prerendered />
              </>
            }
          />
        </Route>
      </Routes>
    </Router>,
  );
}

/**
 * The collection's first page as a first visit asks for it (no query kept in the attribute
 * session), for the boot script in index.html (scripts/finish-build.mjs): it makes these calls
 * itself as soon as the route is known, long before the site's code has arrived, and preloads
 * the first cards' pictures from the answer. The collection's fetcher store takes those answers
 * for its first page (src/api/boot-answers.ts), so the query cache fills from them. The site's own
 * code waits until the widget shows `drawn` (scripts/lib/boot-script.mjs).
 */
export function earlyCollection() {
  return {
    route: 'members-collection',
    sessionKey: SESSION_KEYS.attribute,
    parts: toRequest(DEFAULT_QUERY),
    calls: [FILTER_LIST_PATH, FILTER_COUNT_PATH],
    sizes: CARD_SIZES,
    pictures: FIRST_CARDS,
    // The id of the data block in which the server names these pictures in index.html (server/http/first-row-block.ts,
    // from dist/first-row.json): the boot script preloads them at once instead of a round trip later, after the list's answer.
    block: 'tote-first-row',
    // The widget has drawn its first page of cards, the last one too (the first row comes a frame
    // before the rest), or its empty or error state: the site's code may come.
    element: 'tote-collection',
    drawn: 'ul[aria-label="Bags"] > li:last-child:not(.card-skeleton), .state-box, .load-error',
    // A member's first cards as plain markup until the widget draws its own (site.css lays them out; the
    // widget shows them through this slot while it loads): for an ACTIVE member (no banner above the toolbar), only
    // where its grid has two columns and no sidebar. `href` is bookingRoute()'s, on the site.
    row: { media: '(max-width: 591px)', user: SESSION_KEYS.user, slot: 'first-row', cls: 'boot-cards', href: '#/book-bag/' },
  };
}

/** The hero picture, which the boot script preloads on the home route (its <img> is lazy: see HomePage). */
export function earlyHero() {
  return { route: 'home', selector: 'img.hero-picture', href: heroSrc(HERO.widths[1]), srcset: heroSrcset(), sizes: HERO_SIZES };
}

/**
 * The widgets in the prerendered markup, by route (the widget's loader name): on that route the
 * boot script imports the widget's code at once, and it renders into its prerendered element.
 */
export function prerenderedWidgets(): Record<string, string> {
  return { 'members-collection': 'collection' };
}
