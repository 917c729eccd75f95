// Rollup plugin: lets tree-shaking drop the parts of react-router the site does not use.
//
// react-router ships one big module (dist/development/chunk-*.mjs: the data routers, framework mode,
// forms, fetchers, scroll restoration…) whose top level Rollup must keep almost whole, though the site
// imports a dozen names: each `var X = React.createContext(…)`, `React.forwardRef(…)` and
// `React.memo(…)` is a call Rollup cannot prove pure (Preact's createContext counts contexts in a
// module variable), and each `X.displayName = "…"` writes to the result, so every context, Form,
// NavLink, ScrollRestoration and what they call stayed in the site's first load. This marks those
// calls pure, drops the displayName lines (names for React's developer tools, which a Preact
// production build has no use for) and switches react-router's development warnings off as its
// dist/production copy does (the package's exports name only the development files). Nothing else in
// the file changes, so the router behaves as before.
const ROUTER_CHUNK = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/;
const PURE_CALL = /^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";\n/gm;
const DEV_WARNINGS = /^var ENABLE_DEV_WARNINGS = true;$/m;

/** The module's text with the calls marked pure, displayName lines dropped and dev warnings off; counts of each. */
export function leanRouterSource(code) {
  let pure = 0;
  let names = 0;
  const out = code
    .replace(PURE_CALL, (_, head, call) => {
      pure += 1;
      return `${head}/* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, () => {
      names += 1;
      return '';
    });
  const warnings = DEV_WARNINGS.test(out);
  return { code: out.replace(DEV_WARNINGS, 'var ENABLE_DEV_WARNINGS = false;'), pure, names, warnings };
}

export default function leanReactRouter() {
  let touched = 0;
  return {
    name: 'lean-react-router',
    buildStart() {
      touched = 0;
    },
    transform(code, id) {
      if (!ROUTER_CHUNK.test(id)) return null;
      const lean = leanRouterSource(code);
      if (lean.pure + lean.names === 0 && !lean.warnings) return null;
      touched += lean.pure;
      return { code: lean.code, map: null };
    },
    buildEnd(error) {
      // A react-router release written differently would quietly bring the whole module back.
      if (!error && this.getModuleIds && [...this.getModuleIds()].some((id) => ROUTER_CHUNK.test(id)) && touched === 0)
        this.warn('lean-react-router: no createContext/forwardRef/memo call marked pure; has react-router changed its output?');
    },
  };
}
