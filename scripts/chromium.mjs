// Debian's Chromium, as every test and the bench launch it (no step ever downloads a browser).

/** Its path: `CHROME_PATH` when set, else Debian's `/usr/bin/chromium`. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, sandbox off (CI runs as root), nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** For tests, which keep several pages open at once: the background ones run at full speed too. */
export const TEST_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
];
