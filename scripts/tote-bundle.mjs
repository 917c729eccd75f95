// Rollup plugin for the one ES build that serves both the site and the widgets:
//  - every dynamic import() also fetches the chunks its target imports, at once
//    (so a lazily loaded page or dialog never loads in a chain);
//  - dist/widgets/<name>.js: a tiny classic loader per widget (and tote.js for all)
//    that imports the shared, content-hashed runtime and the widget's chunks;
//  - a build manifest (dist/.build/manifest.json) that scripts/finish-build.mjs
//    turns into index.html: stylesheet, modulepreloads and the route table of the boot script.
import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

const ASSETS = 'site/assets/';

/** The chunk files `fileName` needs before it can run (itself included), through static imports. */
export function staticClosure(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName) || !bundle[fileName]) return seen;
  seen.add(fileName);
  for (const dep of bundle[fileName].imports) staticClosure(bundle, dep, seen);
  return seen;
}

const asset = (fileName) => fileName.slice(ASSETS.length);

/**
 * A classic script (async or defer, any order, any page): pulls the chunks with
 * import(), which works under a CSP that allows Tote's origin in script-src, and
 * across origins because /assets/ answers with CORS. `files` are relative to /assets/.
 */
export function loaderSource(files) {
  return `/* Tote widget loader: the widget's code lives in the content-hashed files it imports. */
!function(){var s=document.currentScript,u=s&&s.src||(document.querySelector('script[src*="/widgets/"]')||{}).src||location.href,b=new URL("../assets/",u).href;${JSON.stringify(files)}.forEach(function(f){import(b+f).catch(function(e){console.error("Tote: could not load "+f,e)})})}();
`;
}

/** `import("./x.js")` → that import plus one for each chunk x needs that the importer does not already have. */
function preloadDynamicImports(bundle) {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.dynamicImports.length === 0) continue;
    const have = staticClosure(bundle, chunk.fileName);
    chunk.code = chunk.code.replace(/\bimport\((["'])\.\/([^"']+\.js)\1\)/g, (whole, _q, name) => {
      const target = `${ASSETS}${name}`;
      const extra = [...staticClosure(bundle, target)].filter((f) => f !== target && !have.has(f));
      if (extra.length === 0) return whole;
      return `Promise.all([${[target, ...extra].map((f) => `import("./${asset(f)}")`).join(',')}]).then(function(m){return m[0]})`;
    });
  }
}

/**
 * @param {object} options
 * @param {Record<string, string>} options.widgets loader name → entry chunk name (e.g. auth → tote-auth)
 * @param {string} options.siteEntry the site's entry chunk name
 * @param {Record<string, string>} options.routeAliases hash route → page name when they differ
 * @param {Record<string, string>} options.routeStarters hash route → the module with its first calls (preloaded with the route)
 * @param {(string | { file: string, transform: (text: string) => Promise<string>, watch?: string[] })[]} options.assets files copied into /assets/
 *   with a content hash (site.css, favicon.svg); `transform` rewrites a text file first, `watch` names what it reads
 */
export default function toteBundle({ widgets, siteEntry, routeDataEntry, routeAliases, routeStarters = {}, assets }) {
  const assetRefs = {};
  return {
    name: 'tote-bundle',
    async buildStart() {
      for (const entry of assets) {
        const { file, transform, watch = [] } = typeof entry === 'string' ? { file: entry } : entry;
        for (const watched of [file, ...watch]) this.addWatchFile(watched);
        const source = transform ? await transform(readFileSync(file, 'utf8')) : readFileSync(file);
        assetRefs[basename(file)] = this.emitFile({ type: 'asset', name: basename(file), source });
      }
    },
    generateBundle(_options, bundle) {
      preloadDynamicImports(bundle);
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = (name) => chunks.find((c) => c.isEntry && c.name === name);

      const widgetFiles = {};
      for (const [loader, entryName] of Object.entries(widgets)) {
        const chunk = entry(entryName);
        if (!chunk) throw new Error(`tote-bundle: no entry chunk ${entryName}`);
        widgetFiles[loader] = [...staticClosure(bundle, chunk.fileName)].map(asset);
      }
      widgetFiles.tote = [...new Set(Object.values(widgetFiles).flat())];
      for (const [name, files] of Object.entries(widgetFiles)) {
        this.emitFile({ type: 'asset', fileName: `widgets/${name}.js`, source: loaderSource(files) });
      }

      const main = entry(siteEntry);
      const mainFiles = staticClosure(bundle, main.fileName);
      // The chunk holding site/pages/<name>-page.tsx, and what it needs beyond the first load.
      const pages = {};
      for (const c of chunks) {
        for (const id of Object.keys(c.modules)) {
          const match = relative(process.cwd(), id).match(/^site\/pages\/([a-z-]+)-page\.tsx$/);
          if (match) pages[match[1]] = c.fileName;
        }
      }
      const chunkOf = (path) => chunks.find((c) => Object.keys(c.modules).some((id) => relative(process.cwd(), id) === path))?.fileName;
      const routes = {};
      const starters = {};
      for (const route of new Set([...Object.keys(pages), ...Object.keys(routeAliases), ...Object.keys(routeStarters)])) {
        const page = pages[routeAliases[route] ?? route];
        const starter = routeStarters[route] && chunkOf(routeStarters[route]);
        if (starter) starters[route] = asset(starter);
        // The starter and what it needs first: the route's calls wait on these alone.
        const files = new Set([...(starter ? staticClosure(bundle, starter) : []), ...(page ? staticClosure(bundle, page) : [])]);
        if (files.size > 0) routes[route] = [...files].filter((f) => !mainFiles.has(f)).map(asset);
      }
      const routeData = entry(routeDataEntry);

      const manifest = {
        main: asset(main.fileName),
        mainFiles: [...mainFiles].map(asset),
        widgets: widgetFiles,
        routes,
        starters,
        routeData: asset(routeData.fileName),
        routeDataFiles: [...staticClosure(bundle, routeData.fileName)].map(asset),
        assets: Object.fromEntries(Object.entries(assetRefs).map(([name, ref]) => [name, asset(this.getFileName(ref))])),
        chunks: Object.fromEntries(
          chunks.map((c) => [
            asset(c.fileName),
            {
              imports: c.imports.map(asset),
              dynamicImports: c.dynamicImports.map(asset),
              modules: Object.fromEntries(Object.entries(c.modules).map(([m, info]) => [relative(process.cwd(), m.replace(/^\0/, '')), info.renderedLength])),
            },
          ]),
        ),
      };
      this.emitFile({ type: 'asset', fileName: '.build/manifest.json', source: JSON.stringify(manifest, null, 2) });
    },
  };
}
