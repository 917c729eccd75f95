import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import minifyCssStrings from './scripts/minify-css-strings.mjs';
import toteBundle from './scripts/tote-bundle.mjs';

// TOTE_REACT=1 builds with real react-dom instead of Preact (npm run size compares both).
const useReact = process.env.TOTE_REACT === '1';
const outRoot = process.env.TOTE_OUT_DIR ?? 'dist';
// Spec point 7: the API base URL is configured per environment; empty means same origin.
const apiBase = process.env.TOTE_API_BASE ?? '';

// Most specific first, so react-dom/client is not caught by react-dom.
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

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
    ...(useReact ? [] : [alias({ entries: preactAliases })]),
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

// What every widget and the site need: Preact, the stores, and the
// core that registers a custom element (src/ui/define-widget.tsx and what it imports).
// One shared, content-hashed chunk, so a page with several widgets and the site after a
// partner page load it once. Two more shared chunks keep the number of files down (each
// file is a request, and a phone pays a round trip for it): `data`, the API clients and
// what widgets that show data share, and `forms`, the dialog and form parts.
const RUNTIME_PACKAGES = /\/node_modules\/(preact|nanostores|@nanostores\/react)\//;
// Small modules the header (on nearly every page) needs besides the core: in the runtime, so it needs no other shared file.
const RUNTIME_EXTRAS = /\/src\/ui\/site-link\.tsx$|\/src\/stores\/collection-query\.ts$/;
const SHARED_GROUPS = [
  [
    'data',
    /\/src\/(api|routing|tracking|validation)\/|\/src\/embed\/handoff\.ts$|\/src\/ui\/(use-load|membership-banner)\.tsx?$|\/site\/route-data\.ts$|-data\.ts$|-stores?\.ts$|\/src\/stores\/(bookings|query|query-keys|warm)\.ts$|\/node_modules\/@nanostores\/query\/|\/src\/ui\/(use-query|format)\.ts$|\/widgets\/collection\/card-image\.ts$/,
  ],
  ['forms', /\/src\/ui\/(modal-dialog|text-field|otp-input)\.tsx$/],
];
// The back office (issue 13): its pages, stores and API client stay in its own lazy chunk, never in a shared
// one a member's page loads.
const BACK_OFFICE = /\/site\/operator\/|\/src\/api\/(shapes\/)?operator\.ts$/;
function sharedChunks() {
  let core = null;
  return (id, { getModuleInfo }) => {
    if (!core) {
      core = new Set();
      const walk = (moduleId) => {
        if (core.has(moduleId)) return;
        core.add(moduleId);
        for (const dep of getModuleInfo(moduleId)?.importedIds ?? []) walk(dep);
      };
      walk(resolvePath('src/ui/define-widget.tsx'));
    }
    if (BACK_OFFICE.test(id)) return undefined;
    if (RUNTIME_PACKAGES.test(id) || RUNTIME_EXTRAS.test(id) || (core.has(id) && !id.includes('/node_modules/'))) return 'runtime';
    return SHARED_GROUPS.find(([, pattern]) => pattern.test(id))?.[0];
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
    'route-data': 'site/route-data.ts',
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
      routeDataEntry: 'route-data',
      routeAliases: { product: 'book-bag' },
      assets: ['site/site.css', 'site/static/favicon.svg'],
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
