// Debian's Chromium, as the end-to-end suite and the Lighthouse budgets launch it: headless, and
// quiet (nothing downloaded from elsewhere: no component updates, sync or background requests).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
