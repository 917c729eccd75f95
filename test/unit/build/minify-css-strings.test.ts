// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { minifyCss, minifyCssLiterals } from '../../../scripts/minify-css-strings.mjs';

describe('minifyCss', () => {
  it('drops comments and the whitespace around braces, semicolons, commas and after colons', () => {
    const css = `
/* why this rule */
.a,
.b > .c {
  color: red;
  margin: 0 auto;
}
@media (min-width: 640px) { .a { gap: 4px 8px; } }
`;
    expect(minifyCss(css)).toBe('.a,.b>.c{color:red;margin:0 auto}@media(min-width:640px){.a{gap:4px 8px}}');
  });

  it('keeps what carries meaning: descendant and pseudo-class spaces, calc operators, quoted text', () => {
    const css = `.modal .field :focus-visible { width: calc(100vw - 32px); font-family: "Helvetica  Neue", serif; content: ""; }`;
    expect(minifyCss(css)).toBe(`.modal .field :focus-visible{width:calc(100vw - 32px);font-family:"Helvetica  Neue",serif;content:""}`);
  });

  it('fails on CSS that does not parse, naming where it is', () => {
    expect(() => minifyCss('.a { color: red; ', 'widgets/x-styles.ts')).toThrow(/widgets\/x-styles\.ts/);
  });
});

describe('minifyCssLiterals', () => {
  it('rewrites only literals assigned to a NAME_CSS constant, leaving interpolations and other strings alone', () => {
    const source = [
      'const note = `keep   this { as: is; }`;',
      'export const WIDGET_CSS = `',
      '${BASE_CSS}',
      '.x  .y { color: red; }',
      '/* a \\`quoted\\` comment */',
      '`;',
    ].join('\n');
    const out = minifyCssLiterals(source);
    expect(out).toContain('const note = `keep   this { as: is; }`;');
    expect(out).toContain('export const WIDGET_CSS = `${BASE_CSS}.x .y{color:red}`;');
  });

  it('keeps a CSS escape written in the source (a doubled backslash) as one in the CSS', () => {
    const out = minifyCssLiterals('export const Q_CSS = `.q::before { content: "\\\\201C"; }`;');
    expect(out).toBe('export const Q_CSS = `.q:before{content:"\\\\201c"}`;');
  });

  it('returns null for a module without CSS literals', () => {
    expect(minifyCssLiterals('export const X = 1;')).toBeNull();
  });
});
