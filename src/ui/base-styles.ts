// Shared look of every widget. Each widget renders in a shadow root, so `:host`
// resets what a hostile host page could otherwise inherit into it.
export const BASE_CSS = `
:host {
  all: initial;
  display: block;
  font-family: "Helvetica Neue", Helvetica, Arial, sans-serif;
  font-size: 16px;
  line-height: 1.5;
  color: #1c1a17;
  --tote-ink: #1c1a17;
  --tote-muted: #6b645b;
  --tote-paper: #fffdf9;
  --tote-line: #e4ddd2;
  --tote-accent: #7a4b2a;
  --tote-accent-ink: #ffffff;
  --tote-danger: #b3261e;
  --tote-focus: #1a5fb4;
}
/* A host's \`* { … !important }\` reaches the host element itself and beats :host, so
   the inherited basics are set again on our own root, where no host rule reaches. */
.tote-root {
  font-family: "Helvetica Neue", Helvetica, Arial, sans-serif;
  font-size: 16px;
  font-weight: 400;
  font-style: normal;
  line-height: 1.5;
  letter-spacing: normal;
  text-transform: none;
  text-align: start;
  color: #1c1a17;
  visibility: visible;
}
*, *::before, *::after { box-sizing: border-box; }
button, input, select, textarea { font: inherit; color: inherit; }
a { color: inherit; }
:focus-visible { outline: 3px solid var(--tote-focus); outline-offset: 2px; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
