// `import text from './page.md?raw'`: the file's text (a rollup plugin in
// rollup.config.mjs builds it; Vite/Vitest support ?raw natively).
declare module '*.md?raw' {
  const text: string;
  export default text;
}
