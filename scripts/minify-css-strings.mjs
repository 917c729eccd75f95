// Rollup plugin: the widgets' CSS lives in template literals (`export const AUTH_CSS = \`…\``),
// written readably with comments and indentation that every script would otherwise ship.
// This squeezes the whitespace and comments out of those literals at build time; the
// rules themselves are untouched. Only literals assigned to a NAME_CSS constant are changed.

/** Minifies one piece of CSS text (a literal, or the part of it between two `${…}`). */
export function minifyCss(css) {
  // Quoted strings ("Helvetica Neue", content: "") are kept exactly as written.
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/("[^"]*"|'[^']*')/)
    .map((part, i) => (i % 2 === 1 ? part : squeeze(part)))
    .join('');
}

function squeeze(css) {
  return (
    css
      .replace(/\s+/g, ' ')
      // Never next to these: block and declaration ends, selector lists, child combinators.
      .replace(/ ?([{};,>]) ?/g, '$1')
      // A space after a colon is only ever in a declaration or a media feature, `color: red`.
      .replace(/: /g, ':')
      .replace(/;}/g, '}')
  );
}

const CSS_CONST = /\b[A-Z][A-Z0-9_]*_CSS\s*=\s*`/g;

/** The index of the backtick that closes the template literal opened just before `start`. */
function literalEnd(code, start) {
  let depth = 0;
  for (let i = start; i < code.length; i += 1) {
    const ch = code[i];
    if (ch === '\\') i += 1;
    else if (depth === 0 && ch === '`') return i;
    else if (ch === '$' && code[i + 1] === '{') {
      depth += 1;
      i += 1;
    } else if (depth > 0 && ch === '}') depth -= 1;
  }
  return -1;
}

/** Minifies the CSS literals in a module's source; returns null when it has none. */
export function minifyCssLiterals(code) {
  let out = '';
  let last = 0;
  for (const match of code.matchAll(CSS_CONST)) {
    const start = match.index + match[0].length;
    if (start < last) continue;
    const end = literalEnd(code, start);
    if (end < 0) continue;
    // Text parts and `${…}` parts alternate; only the text is CSS. A part next to an
    // interpolation keeps one space at that edge, so `${A} .b` stays a descendant selector.
    const parts = code.slice(start, end).split(/(\$\{[^}]*\})/);
    const body = parts
      .map((part, i) => {
        if (i % 2 === 1) return part;
        const lead = i > 0 && /^\s/.test(part) ? ' ' : '';
        const trail = i < parts.length - 1 && /\s$/.test(part) ? ' ' : '';
        const min = minifyCss(part).trim();
        if (min) return `${lead}${min}${trail}`;
        return lead && trail ? ' ' : '';
      })
      .join('');
    out += code.slice(last, start) + body;
    last = end;
  }
  return last === 0 ? null : out + code.slice(last);
}

export default function minifyCssStrings() {
  return {
    name: 'minify-css-strings',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      const result = minifyCssLiterals(code);
      return result === null ? null : { code: result, map: null };
    },
  };
}
