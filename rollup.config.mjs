import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import minifyCssStrings from './scripts/minify-css-strings.mjs';

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

function plugins() {
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
    typescript({ tsconfig: './tsconfig.json', noEmitOnError: false, compilerOptions: { noEmit: false, types: [], noCheck: true }, include: ['src/**/*', 'widgets/**/*', 'site/**/*'] }),
    terser({ format: { comments: false } }),
  ];
}

function onwarn(warning, warn) {
  // react-router's "use client" directives: meaningless in a bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}

const only = process.env.TOTE_ONLY?.split(',');
const allWidgetNames = readdirSync('widgets').filter((name) => existsSync(`widgets/${name}/${name}-element.tsx`));
const widgetNames = allWidgetNames.filter((name) => !only || only.includes(name));

// One self-contained classic script per widget: loads async or defer, in any order.
const widgetBuilds = widgetNames.map((name) => ({
  input: `widgets/${name}/${name}-element.tsx`,
  output: { file: `${outRoot}/widgets/${name}.js`, format: 'iife', inlineDynamicImports: true },
  plugins: plugins(),
  onwarn,
}));

// dist/widgets/tote.js: every widget in one classic script, for pages that use
// several, so Preact and the core load once. Its entry is generated, not a file:
// a widget never imports another widget.
const COMBINED_ENTRY = '\0tote-combined-entry';
function combinedEntry(names) {
  return {
    name: 'tote-combined-entry',
    resolveId: (id) => (id === COMBINED_ENTRY ? id : null),
    load: (id) => (id === COMBINED_ENTRY ? names.map((n) => `import ${JSON.stringify(`${process.cwd()}/widgets/${n}/${n}-element.tsx`)};`).join('\n') : null),
  };
}

const combinedBuild = {
  input: COMBINED_ENTRY,
  output: { file: `${outRoot}/widgets/tote.js`, format: 'iife', inlineDynamicImports: true },
  plugins: [combinedEntry(allWidgetNames), ...plugins()],
  onwarn,
};
const withCombined = !only || only.includes('tote') ? [combinedBuild] : [];

const siteBuild = {
  input: 'site/main.tsx',
  output: { dir: `${outRoot}/site/assets`, format: 'es', entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' },
  plugins: plugins(),
  onwarn,
};

export default only && !only.includes('site') ? [...widgetBuilds, ...withCombined] : [...widgetBuilds, ...withCombined, siteBuild];
