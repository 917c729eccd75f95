import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';

// How the client build is cut into files. The aim: the first widget on a partner page and each
// further one cost as little as possible, and the site's first load takes few requests.
//
// Most modules are placed from the import graph alone (see chunkPlan below): a module used by one
// widget goes in that widget's chunk, one used by several in a chunk for exactly those widgets, one
// only the site or a lazy page uses is left to Rollup. The table below names the few modules whose
// place the graph cannot decide, by module or package name, each with the reason.
// The write layer and what a write refreshes (query-selectors): no first screen writes before the visitor acts (the
// heart's action comes on intent), so it goes in `data-later`; left to the graph it was a file of its own that the site's first load then fetched.
const WRITES = ['src/stores/write.ts', 'src/ui/use-write.ts', 'src/stores/query-selectors.ts'];
// Which statuses have an account: the bag page's first screen asks it; every other user loads the data layer too.
const ACCOUNT_STATUS = 'src/routing/account-status.ts';
// The club's facts: the site's footer and the bag's and a hold's words; no widget's first screen (the membership
// banner quotes only src/config/review-time.ts). Left to the graph it was a file of its own in the site's first load.
const CLUB_FACTS = 'src/config/club-facts.ts';

export const DECLARED_CHUNKS = {
  // Preact, nanostores and the core that registers a custom element (the static imports of
  // `closureOf`): every widget and the site load this one content-hashed file.
  runtime: {
    packages: ['preact', 'nanostores'],
    closureOf: ['src/ui/define-widget.tsx'],
    // The kit's looks, the login gate, the loading panel and the on-demand loader go with it: a
    // widget that shows a visitor only the gate (notifications, account) then loads no data layer
    // until a member has logged in.
    modules: [
      'src/ui/use-store.ts',
      'src/ui/site-link.tsx',
      'src/ui/kit-styles.ts',
      'src/ui/field-styles.ts',
      'src/ui/login-gate.tsx',
      'src/ui/on-demand.ts',
      'src/ui/load-section.tsx',
      'src/stores/collection-reset.ts',
      // Tiny, and both the intent watcher (<tote-auth>) and the data widgets' taps use it: on its own
      // it was a file of its own that <tote-auth> fetched while idle.
      'src/ui/after-paint.ts',
    ],
  },
  // The dialog and form parts: the auth dialogs (loaded on first open or idle) and the membership
  // forms share them.
  forms: { modules: ['src/ui/modal-dialog.tsx', 'src/ui/text-field.tsx', 'src/ui/field-parts.tsx', 'src/ui/otp-input.tsx'] },
  // The field rules and their remote texts: the dialogs need them and not the data layer (so a
  // dialog opens on the forms' code, the data layer coming beside it); the site's footer form needs
  // them and not the dialogs.
  rules: { modules: ['src/validation/rules.ts', 'src/validation/messages.ts'] },
  // Prices and days for people (Intl): booking's and membership's first screens and the site's home plans show
  // them, the collection's cards do not (their "Free from 12/01" is src/ui/day-month.ts). Left to the graph, the
  // site's first load put them in the data layer, which the collection then carried (about 0.5 kB br).
  'data-prices': { modules: ['src/ui/format.ts'] },
  // The boot script's entry with the home page's starter: site code, so no widget loads it.
  boot: { modules: ['site/route-data.ts', 'site/home/home-data.ts'] },
  // Route starting, which the boot script and the widgets' route starters share, is part of the
  // data layer: left to Rollup it would go into the boot chunk, site code a widget must never load.
  data: {
    modules: ['src/embed/handoff.ts', 'src/api/shapes/auth.ts', 'src/routing/route-start.ts', 'src/stores/warm.ts', ...WRITES, ACCOUNT_STATUS, CLUB_FACTS],
  },
};

// A module only data widgets use goes in the data layer once this many widgets share it, or when the
// site's first load has it too.
const DATA_WIDGETS_FOR_CORE = 5;
// A group of modules several data widgets share, smaller than this (characters of source), costs
// more as a request of its own than in the data layer.
const SMALL_GROUP = 4_000;
// Widgets that show no data: what they share with others never makes a data-layer module.
const NO_DATA_WIDGETS = ['header', 'auth'];
// The widgets that show data on a visitor's first screen. A data-layer module the first screens of
// at least two of them need stays in the data layer; one needed by one widget's first screen goes in
// `data-<widget>`, and one none needs at first (a member's calls, route starting, the hand-off) in
// `data-later`, fetched with what needs it. So the first data widget on a page does not carry the
// others' answer shapes.
const FIRST_SCREEN_DATA = ['collection', 'booking', 'membership'];

/**
 * Each route's first calls, as the one list in site/route-data.ts names them (route → module path).
 * Each starter gets a chunk of its own that the boot script preloads with the route.
 */
export function routeStarters(file = 'site/route-data.ts') {
  const source = readFileSync(file, 'utf8');
  const starters = {};
  for (const [, route, path] of source.matchAll(/['"]?([a-z][a-z-]*)['"]?:\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    const target = resolvePath(file, '..', path).slice(process.cwd().length + 1);
    starters[route] = /\.tsx?$/.test(target) ? target : `${target}.ts`;
  }
  if (Object.keys(starters).length === 0) throw new Error(`chunk-plan: no route starters found in ${file}`);
  return starters;
}

// preact/compat is the site's (react-router's) alone: the widgets use src/ui/react-on-preact.ts.
const inPackage = (id, name) => id.includes(`/node_modules/${name}/`) && !id.includes('/node_modules/preact/compat/');

/**
 * Rollup's manualChunks for the client build.
 * @param {{ widgetNames: string[], siteEntry: string, starters: Record<string, string> }} options
 */
export function chunkPlan({ widgetNames, siteEntry, starters }) {
  const packages = Object.entries(DECLARED_CHUNKS).flatMap(([chunk, { packages: names = [] }]) => names.map((name) => [name, chunk]));
  let plan = null;
  const closureOf = (getModuleInfo, starts, dynamic = false) => {
    const seen = new Set();
    const walk = (id) => {
      if (seen.has(id)) return;
      seen.add(id);
      const info = getModuleInfo(id);
      for (const dep of info?.importedIds ?? []) walk(dep);
      if (dynamic) for (const dep of info?.dynamicallyImportedIds ?? []) walk(dep);
    };
    for (const start of starts) walk(resolvePath(start));
    return seen;
  };
  const makePlan = (getModuleInfo) => {
    // Static imports only: what a dialog or screen loads on demand is not counted as needed.
    const users = new Map();
    // And everything each widget may load, on demand included: a module one widget needs at once and
    // another only later must not sit in the first one's own chunk, whose code (which starts that
    // widget's member parts) would then run on the other widget's page.
    const reached = new Map();
    for (const name of widgetNames) {
      const element = `widgets/${name}/${name}-element.tsx`;
      for (const m of closureOf(getModuleInfo, [element])) users.set(m, [...(users.get(m) ?? []), name]);
      for (const m of closureOf(getModuleInfo, [element], true)) reached.set(m, [...(reached.get(m) ?? []), name]);
    }
    for (const [m, names] of users) {
      const all = reached.get(m) ?? names;
      if (names.length === 1 && all.length > 1) users.set(m, all);
    }
    // The table's modules, the first chunk naming one winning (packages go by name).
    const declared = new Map();
    for (const [chunk, { closureOf: starts = [], modules = [] }] of Object.entries(DECLARED_CHUNKS)) {
      const named = [...closureOf(getModuleInfo, starts)].filter((m) => !m.includes('/node_modules/'));
      for (const m of [...named, ...modules.map((path) => resolvePath(path))]) if (!declared.has(m)) declared.set(m, chunk);
    }
    const groupSize = new Map();
    for (const [m, names] of users) {
      const key = names.join('-');
      groupSize.set(key, (groupSize.get(key) ?? 0) + (getModuleInfo(m)?.code?.length ?? 0));
    }
    const firstScreen = FIRST_SCREEN_DATA.filter((name) => widgetNames.includes(name)).map((name) => [
      name,
      closureOf(getModuleInfo, [`widgets/${name}/${name}-element.tsx`]),
    ]);
    return {
      declared,
      firstScreen,
      users,
      groupSize,
      siteMain: closureOf(getModuleInfo, [siteEntry]),
      siteStart: closureOf(getModuleInfo, [siteEntry, ...Object.values(starters)]),
      // A widget's starter (collection-data.ts) has a chunk of its own: with the stores it starts,
      // a widget importing one of those stores would otherwise load the starter and every store it
      // warms for other screens too.
      starterChunks: new Map(
        Object.values(starters)
          .filter((path) => path.startsWith('widgets/'))
          .map((path) => [resolvePath(path), `${path.split('/')[1]}-starter`]),
      ),
    };
  };

  /** Where a data-layer module goes: FIRST_SCREEN_DATA says; a small part of one widget stays in the data layer. */
  const dataPart = (id, getModuleInfo) => {
    if (!plan.dataParts) {
      const sizes = new Map();
      const keys = new Map();
      for (const m of new Set([...plan.users.keys(), ...plan.declared.keys()])) {
        if (place(m) !== 'data') continue;
        const need = plan.firstScreen.filter(([, closure]) => closure.has(m)).map(([name]) => name);
        const key = need.length >= 2 ? 'data' : need.length === 1 ? `data-${need[0]}` : 'data-later';
        keys.set(m, key);
        sizes.set(key, (sizes.get(key) ?? 0) + (getModuleInfo(m)?.code?.length ?? 0));
      }
      plan.dataParts = new Map([...keys].map(([m, key]) => [m, key === 'data-later' || sizes.get(key) >= SMALL_GROUP ? key : 'data']));
    }
    return plan.dataParts.get(id) ?? 'data';
  };

  const place = (id) => {
    const byPackage = packages.find(([name]) => inPackage(id, name));
    if (byPackage) return byPackage[1];
    const named = plan.declared.get(id);
    if (named) return named;
    const users = plan.users.get(id);
    if (!users) return plan.starterChunks.get(id);
    const dataOnly = !users.some((name) => NO_DATA_WIDGETS.includes(name));
    if (dataOnly && (users.length >= DATA_WIDGETS_FOR_CORE || plan.siteMain.has(id))) return 'data';
    // A route starter's modules stay out of the widget's chunk, so the site can start the calls
    // before the widget's code is in.
    if (users.length === 1) return plan.siteStart.has(id) ? `${users[0]}-start` : `tote-${users[0]}`;
    const key = users.join('-');
    return dataOnly && plan.groupSize.get(key) < SMALL_GROUP ? 'data' : key;
  };

  return (id, { getModuleInfo }) => {
    plan ??= makePlan(getModuleInfo);
    const chunk = place(id);
    return chunk === 'data' ? dataPart(id, getModuleInfo) : chunk;
  };
}
