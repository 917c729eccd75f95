// Rollup plugin: the build compiles JSX to Preact's h(type, props, ...children) instead of the automatic
// runtime's jsx(type, { ...props, children: [...] }). Every element then leaves out "children:[…]" at its call
// site: about 0.1-0.17 kB (brotli) off each widget's first load, the collection's most. TypeScript's classic
// transform names a factory but does not import it, so this adds the import to each compiled .tsx module: React's
// createElement, which is Preact's h under the aliases (src/ui/react-on-preact.ts, preact/compat) and React's own in
// the TOTE_REACT=1 build.
// The type check (tsconfig.json) and the unit tests keep the automatic runtime: the elements they make are the same.
export const JSX_FACTORY = { jsx: 'react', jsxFactory: '__h', jsxFragmentFactory: '__Fragment' };

export default function jsxClassic() {
  return {
    name: 'jsx-classic',
    transform(code, id) {
      if (!id.endsWith('.tsx') || !/\b__(h|Fragment)\b/.test(code)) return null;
      // On the first line, so no line moves and the source maps (npm run size -- --analyze) still hold.
      return { code: `import { createElement as __h, Fragment as __Fragment } from 'react';${code}`, map: null };
    },
  };
}
