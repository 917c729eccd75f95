// Rollup plugin: the widgets' CSS lives in template literals (`export const AUTH_CSS = \`…\``),
// written readably with comments and indentation that every script would otherwise ship.
// esbuild's CSS minifier (a real parser, already the build's dependency) rewrites those
// literals at build time. Only literals assigned to a NAME_CSS constant are changed.
// An interpolation must stand between rules (`${BUTTON_CSS}`): the text either side is
// minified as a style sheet of its own, and CSS that does not parse fails the build.
import { transformSync } from 'esbuild';

/** Minifies one style sheet; throws on anything esbuild warns about (a typo would otherwise ship silently). */
export function minifyCss(css, where = 'CSS') {
  const result = transformSync(css, { loader: 'css', minify: true, logLevel: 'silent' });
  if (result.warnings.length > 0) throw new Error(`${where}: ${result.warnings.map((w) => w.text).join('; ')}`);
  return result.code.trim();
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

/** The string a template literal's raw text stands for (`\\` → `\`), and back. */
const cook = (raw) => raw.replace(/\\([\s\S])/g, '$1');
const uncook = (text) => text.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${');

/** Minifies the CSS literals in a module's source; returns null when it has none. */
export function minifyCssLiterals(code, where = 'module') {
  let out = '';
  let last = 0;
  for (const match of code.matchAll(CSS_CONST)) {
    const start = match.index + match[0].length;
    if (start < last) continue;
    const end = literalEnd(code, start);
    if (end < 0) continue;
    // Text parts and `${…}` parts alternate; only the text is CSS.
    const parts = code.slice(start, end).split(/(\$\{[^}]*\})/);
    const body = parts.map((part, i) => (i % 2 === 1 ? part : uncook(minifyCss(cook(part), `${where}: ${match[0].trim()}…`)))).join('');
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
      const result = minifyCssLiterals(code, id);
      return result === null ? null : { code: result, map: null };
    },
  };
}
