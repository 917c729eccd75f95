// The UI kit's buttons and panels for the site's own stylesheet. The kit's CSS lives in
// TypeScript constants (src/ui/kit-styles.ts) that the widgets adopt into their shadow
// roots; the site's document needs the same rules from its first paint, before any script
// runs, so the build writes them into site.css where its marker stands.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { minifyCss } from './minify-css-strings.mjs';

export const KIT_MODULE = 'src/ui/kit-styles.ts';
export const KIT_MARKER = '/* @kit-styles */';

/**
 * `css` with the marker replaced by the kit's BUTTON_CSS and STATE_CSS, the whole minified as the
 * widgets' CSS is (the kit's rules would otherwise make the site's first load heavier than its own
 * did); throws when the marker is missing or the result does not parse.
 */
export async function withKitStyles(css, kitModule = KIT_MODULE) {
  if (!css.includes(KIT_MARKER)) throw new Error(`kit styles: no ${KIT_MARKER} marker in the style sheet`);
  const js = transformSync(readFileSync(kitModule, 'utf8'), { loader: 'ts', format: 'esm' }).code;
  const kit = await import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`);
  return minifyCss(
    css.replace(KIT_MARKER, () => kit.BUTTON_CSS + kit.STATE_CSS),
    'site.css with the kit styles',
  );
}
