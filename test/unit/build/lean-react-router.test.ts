// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { leanRouterSource } from '../../../scripts/lean-react-router.mjs';

const dir = 'node_modules/react-router/dist/development';
/** The installed react-router's big module: the one holding the contexts and Link. */
const routerChunk = () =>
  readdirSync(dir)
    .filter((name) => /^chunk-.*\.mjs$/.test(name))
    .map((name) => readFileSync(`${dir}/${name}`, 'utf8'))
    .find((code) => code.includes('var Link = React'))!;

describe('leanRouterSource', () => {
  it('marks the installed react-router’s context, forwardRef and memo calls pure, and drops displayName lines', () => {
    const code = routerChunk();
    expect(code).toBeDefined();
    const lean = leanRouterSource(code);
    expect(lean.pure).toBeGreaterThanOrEqual(10);
    expect(lean.code).toMatch(/^var LocationContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    expect(lean.code).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(lean.names).toBeGreaterThanOrEqual(10);
    expect(lean.code).not.toMatch(/^\w+\.displayName = /m);
    expect(lean.warnings).toBe(true);
    expect(lean.code).toContain('var ENABLE_DEV_WARNINGS = false;');
  });

  it('changes nothing else: the same lines once the three edits are undone', () => {
    const code = routerChunk();
    const restored = leanRouterSource(code)
      .code.replace(/^(var \w+ = )\/\* @__PURE__ \*\/ (React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1$2')
      .replace('var ENABLE_DEV_WARNINGS = false;', 'var ENABLE_DEV_WARNINGS = true;');
    const kept = code.replace(/^\w+\.displayName = "[^"]*";\n/gm, '');
    expect(restored === kept).toBe(true);
  });

  it('leaves a call that is not a top-level declaration alone', () => {
    const code = 'function f() {\n  const ctx = React.createContext(null);\n  ctx.displayName = "x";\n}\n';
    expect(leanRouterSource(code)).toMatchObject({ code, pure: 0, names: 0, warnings: false });
  });
});
