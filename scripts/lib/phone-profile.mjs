// The mid-range phone npm run pageload and npm run size measure on: a 4x slower CPU, 1.6 Mbps down,
// 750 kbps up, 150 ms added to every request, a 412 px wide touch screen.
export const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
export const PHONE_CPU_SLOWDOWN = 4;
export const PHONE_DEVICE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
