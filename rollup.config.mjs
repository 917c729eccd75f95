import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { KIT_MODULE, withKitStyles } from './scripts/kit-css.mjs';
import minifyCssStrings from './scripts/minify-css-strings.mjs';
import { LIGHT_SHAPES_ALIAS, PREACT_ALIASES } from './scripts/preact-aliases.mjs';
import toteBundle from './scripts/tote-bundle.mjs';

// TOTE_REACT=1 builds with real react-dom instead of Preact (npm run size compares both).
const useReact = process.env.TOTE_REACT === '1';
const outRoot = process.env.TOTE_OUT_DIR ?? 'dist';
// Spec point 7: the API base URL is configured per environment; empty means same origin.
const apiBase = process.env.TOTE_API_BASE ?? '';

// `import text from './page.md?raw'` gives the file as a string, as Vite (and so
// Vitest) does natively; the \0 prefix keeps other plugins off the virtual id.
function rawText() {
  return {
    name: 'raw-text',
    resolveId(source, importer) {
      if (!source.endsWith('?raw') || !importer) return null;
      return `\0raw:${resolvePath(dirname(importer), source.slice(0, -'?raw'.length))}`;
    },
    load(id) {
      if (!id.startsWith('\0raw:')) return null;
      const file = id.slice('\0raw:'.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(readFileSync(file, 'utf8'))};`;
    },
  };
}

function plugins({ minify = true } = {}) {
  return [
    rawText(),
    minifyCssStrings(),
    alias({ entries: [...(useReact ? [] : PREACT_ALIASES), LIGHT_SHAPES_ALIAS] }),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __TOTE_API_BASE__: JSON.stringify(apiBase),
      },
    }),
    resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    // Type errors are caught once by `npm run typecheck` (part of npm test); checking again in
    // each of the eleven builds only made `npm run build` slower.
    typescript({
      tsconfig: './tsconfig.json',
      noEmitOnError: false,
      compilerOptions: { noEmit: false, types: [], noCheck: true },
      include: ['src/**/*', 'widgets/**/*', 'site/**/*'],
    }),
    ...(minify ? [terser({ format: { comments: false }, module: true, ecma: 2020, compress: { passes: 2 } })] : []),
  ];
}

function onwarn(warning, warn) {
  // react-router's "use client" directives: meaningless in a bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}

const widgetNames = readdirSync('widgets').filter((name) => existsSync(`widgets/${name}/${name}-element.tsx`));

// How the code is cut into files (the first widget on a partner page and each
// further one should cost as little as possible, and the site's first load few requests):
//  - `runtime`: Preact, nanostores and the core that registers a custom element
//    (src/ui/define-widget.tsx and what it imports), with the few small modules the
//    header needs. Every widget and the site load this one content-hashed file.
//  - `data`: the data layer (API client, response shapes, fetcher stores) that every
//    widget showing data needs, with the shared modules the site's first load needs
//    beside it and small groups not worth a request. Widgets and the site share it.
//  - `boot`: the boot script's entry and the home page's starter (site code only).
//  - every other module goes by the widgets that need it (static imports only): used by
//    one widget, in that widget's own chunk; by several, in a chunk for exactly those
//    widgets. So a widget never loads another widget's or the site's code, and the
//    site fetches these with the route.
const RUNTIME_PACKAGES = /\/node_modules\/(preact|nanostores|@nanostores\/react)\//;
// The kit's looks, the login gate, the loading panel and the on-demand loader go with them: a widget that shows a visitor only the gate
// (notifications, account) then loads no data layer until a member has logged in.
const RUNTIME_EXTRAS =
  /\/src\/ui\/(site-link\.tsx|kit-styles\.ts|field-styles\.ts|login-gate\.tsx|on-demand\.ts|load-section\.tsx)$|\/src\/stores\/collection-query\.ts$/;
// Route starting (what the boot script and the widgets' route starters share) is part of the data layer: left to
// Rollup, it would go into the boot chunk, which is site code a widget must never load.
const SITE_DATA = /\/src\/embed\/handoff\.ts$|\/src\/api\/shapes\/auth\.ts$|\/src\/routing\/route-start\.ts$|\/src\/stores\/warm\.ts$/;
// The boot script's entry (site/route-data.ts) with the home page's starter: site code, so no widget loads it.
const SITE_BOOT = /\/site\/route-data\.ts$|\/site\/home\/home-data\.ts$/;
// The dialog and form parts: the auth dialogs (loaded on first open or idle) and the membership forms share them.
const FORMS = /\/src\/ui\/(modal-dialog|text-field|field-parts|otp-input)\.tsx$/;
// The field rules and their remote texts, in a file of their own: the dialogs need them and not the data layer
// (so a dialog opens on the forms' code, the data layer coming beside it), the site's footer form needs them and not the dialogs.
const RULES = /\/src\/validation\/(rules|messages)\.ts$/;
// Each route's first calls (site/route-data.ts), in chunks of their own that the boot script preloads with the route.
const ROUTE_STARTERS = {
  home: 'site/home/home-data.ts',
  'members-collection': 'widgets/collection/collection-data.ts',
  'my-profile': 'widgets/account/account-data.ts',
  'package-details': 'widgets/membership/packages-data.ts',
  newsletter: 'site/newsletter/newsletter-stores.ts',
};
// The back office: its pages, stores and API client stay in its own lazy chunk, never in a shared
// one a member's page loads.
const BACK_OFFICE = /\/site\/operator\/|\/src\/api\/(shapes\/)?operator\.ts$/;
const DATA_WIDGETS_FOR_CORE = 5;
const SMALL_GROUP = 4_000; // characters of source

function sharedChunks() {
  let plan = null;
  const closureOf = (getModuleInfo, starts) => {
    const seen = new Set();
    const walk = (id) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const dep of getModuleInfo(id)?.importedIds ?? []) walk(dep);
    };
    for (const start of starts) walk(resolvePath(start));
    return seen;
  };
  return (id, { getModuleInfo }) => {
    if (!plan) {
      // Static imports only: what a dialog or screen loads on demand is not counted as needed.
      const users = new Map();
      for (const name of widgetNames) {
        for (const m of closureOf(getModuleInfo, [`widgets/${name}/${name}-element.tsx`])) users.set(m, [...(users.get(m) ?? []), name]);
      }
      plan = {
        core: closureOf(getModuleInfo, ['src/ui/define-widget.tsx']),
        siteMain: closureOf(getModuleInfo, ['site/main.tsx']),
        siteStart: closureOf(getModuleInfo, ['site/main.tsx', ...Object.values(ROUTE_STARTERS)]),
        users,
        groupSize: new Map(),
        starters: new Map(
          Object.values(ROUTE_STARTERS)
            .filter((path) => path.startsWith('widgets/'))
            .map((path) => [resolvePath(path), `${path.split('/')[1]}-starter`]),
        ),
      };
      for (const [m, names] of users) {
        const key = names.join('-');
        plan.groupSize.set(key, (plan.groupSize.get(key) ?? 0) + (getModuleInfo(m)?.code?.length ?? 0));
      }
    }
    if (BACK_OFFICE.test(id)) return undefined;
    if (RUNTIME_PACKAGES.test(id) || RUNTIME_EXTRAS.test(id) || (plan.core.has(id) && !id.includes('/node_modules/'))) return 'runtime';
    if (FORMS.test(id)) return 'forms';
    if (RULES.test(id)) return 'rules';
    if (SITE_BOOT.test(id)) return 'boot';
    if (SITE_DATA.test(id)) return 'data';
    const users = plan.users.get(id);
    // A starter no widget imports (collection-data.ts) has a chunk of its own: with the stores it starts, a widget
    // importing one of those stores would load the starter and every store it warms for other screens too.
    if (!users) return plan.starters.get(id);
    const dataOnly = !users.includes('header') && !users.includes('auth');
    if (dataOnly && (users.length >= DATA_WIDGETS_FOR_CORE || plan.siteMain.has(id))) return 'data';
    // A route starter's modules stay out of the widget's chunk, so the site can start the calls before the widget's code is in.
    if (users.length === 1) return plan.siteStart.has(id) ? `${users[0]}-start` : `tote-${users[0]}`;
    // A few hundred bytes shared by several widgets cost more as a request of their own than in the data layer.
    const key = users.join('-');
    return dataOnly && plan.groupSize.get(key) < SMALL_GROUP ? 'data' : key;
  };
}

// One ES build for the site and every widget: dist/site/assets/<name>-<hash>.js, the widget
// loaders dist/widgets/<name>.js (and tote.js for all), and dist/.build/manifest.json for
// scripts/finish-build.mjs, which writes index.html and precompresses everything.
const clientBuild = {
  input: {
    main: 'site/main.tsx',
    ...Object.fromEntries(widgetNames.map((name) => [`tote-${name}`, `widgets/${name}/${name}-element.tsx`])),
    // A route's first calls (started by the boot script in index.html before the route's code arrives).
    boot: 'site/route-data.ts',
  },
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: outRoot,
    format: 'es',
    entryFileNames: 'site/assets/[name]-[hash].js',
    chunkFileNames: 'site/assets/[name]-[hash].js',
    assetFileNames: 'site/assets/[name]-[hash][extname]',
    manualChunks: sharedChunks(),
  },
  plugins: [
    ...plugins(),
    toteBundle({
      widgets: Object.fromEntries(widgetNames.map((name) => [name, `tote-${name}`])),
      siteEntry: 'main',
      routeDataEntry: 'boot',
      routeAliases: { product: 'book-bag' },
      routeStarters: ROUTE_STARTERS,
      assets: [{ file: 'site/site.css', transform: withKitStyles, watch: [KIT_MODULE] }, 'site/static/favicon.svg'],
    }),
  ],
  onwarn,
};

// The home page rendered to HTML at build time (site/prerender.tsx), for index.html.
const prerenderBuild = {
  input: 'site/prerender.tsx',
  output: { file: '.tmp/prerender/prerender.mjs', format: 'es', inlineDynamicImports: true },
  plugins: [...plugins({ minify: false })],
  onwarn,
};

export default useReact ? [clientBuild] : [clientBuild, prerenderBuild];
