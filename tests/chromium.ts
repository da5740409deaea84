/**
 * Debian's Chromium as the browser tests and the benchmarks launch it: as root in a container, with
 * nothing but the page on the network. Playwright never downloads a browser of its own here.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
