// How every browser run here starts Chromium (the browser tests, npm run pageload, npm run screenshots):
// Debian's package (scripts/ensure-chromium.sh installs it), headless, with everything that phones home
// or needs a GPU switched off.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
