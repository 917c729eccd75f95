// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { KIT_MARKER, withKitStyles } from '../../../scripts/kit-css.mjs';
import { BUTTON_CSS, STATE_CSS } from '../../../src/ui/kit-styles';

describe("the site's stylesheet gets the kit's buttons and panels", () => {
  it('writes them where the marker stands and minifies the whole, keeping the site’s own rules', async () => {
    const css = await withKitStyles(`body { margin: 0; }\n${KIT_MARKER}\n.hero .button { width: 100%; }`);
    expect(css).not.toContain(KIT_MARKER);
    for (const rule of ['.button{', '.button-primary{', '.button[aria-busy=true]:after', '.state-box{', '.load-error{', '.bone{']) expect(css).toContain(rule);
    // The site's own rules stay where they were, after the kit's, so they may refine them.
    expect(css.startsWith('body{margin:0}.button{')).toBe(true);
    expect(css.endsWith('.hero .button{width:100%}')).toBe(true);
    expect(css.length).toBeLessThan(BUTTON_CSS.length + STATE_CSS.length);
  });

  it('fails the build when the stylesheet has no marker', async () => {
    await expect(withKitStyles('.button { color: red; }')).rejects.toThrow(/marker/);
  });
});
