import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { chunkPlan, routeStarters } from './scripts/chunk-plan.mjs';
import { KIT_MODULE, withKitStyles } from './scripts/kit-css.mjs';
import jsxClassic, { JSX_FACTORY } from './scripts/jsx-classic.mjs';
import leanReactRouter from './scripts/lean-react-router.mjs';
import minifyCssStrings from './scripts/minify-css-strings.mjs';
import { LIGHT_SHAPES_ALIAS, PREACT_ALIASES, reactOnPreact, STORE_HOOK_ALIAS } from './scripts/preact-aliases.mjs';
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
    leanReactRouter(),
    ...(useReact ? [] : [reactOnPreact()]),
    alias({ entries: [...(useReact ? [] : PREACT_ALIASES), STORE_HOOK_ALIAS, LIGHT_SHAPES_ALIAS] }),
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
      compilerOptions: { noEmit: false, types: [], noCheck: true, ...JSX_FACTORY },
      include: ['src/**/*', 'widgets/**/*', 'site/**/*'],
    }),
    jsxClassic(),
    ...(minify ? [terser({ format: { comments: false }, module: true, ecma: 2020, compress: { passes: 3, pure_getters: true, unsafe_arrows: true } })] : []),
  ];
}

function onwarn(warning, warn) {
  // react-router's "use client" directives: meaningless in a bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}

const widgetNames = readdirSync('widgets').filter((name) => existsSync(`widgets/${name}/${name}-element.tsx`));

// How the code is cut into files: scripts/chunk-plan.mjs (from the import graph, with a short
// declared table). Each route's first calls are listed once, in site/route-data.ts.
const starters = routeStarters();

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
    // Source maps only for `npm run size -- --analyze <widget> --minified`, never in dist/.
    sourcemap: process.env.TOTE_SOURCEMAP === '1',
    entryFileNames: 'site/assets/[name]-[hash].js',
    chunkFileNames: 'site/assets/[name]-[hash].js',
    assetFileNames: 'site/assets/[name]-[hash][extname]',
    manualChunks: chunkPlan({ widgetNames, siteEntry: 'site/main.tsx', starters }),
  },
  plugins: [
    ...plugins(),
    toteBundle({
      widgets: Object.fromEntries(widgetNames.map((name) => [name, `tote-${name}`])),
      siteEntry: 'main',
      routeDataEntry: 'boot',
      routeAliases: { product: 'book-bag' },
      routeStarters: starters,
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

// The operator's tab sharing (site/staff-session.ts) as one classic script, for scripts/finish-build.mjs to write
// into index.html ahead of the boot script: it must run before any of the site's modules reads the session.
const staffSessionBuild = {
  input: 'site/staff-session-boot.ts',
  output: { file: '.tmp/inline/staff-session.js', format: 'iife' },
  plugins: plugins(),
  onwarn,
};

export default useReact ? [clientBuild] : [clientBuild, prerenderBuild, staffSessionBuild];
