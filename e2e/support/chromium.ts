import fs from 'node:fs';

/** Debian's Chromium, which `pnpm test` installs when it is missing (CONTRACT): nothing here downloads a browser. */
const CHROMIUM = '/usr/bin/chromium';
/** The Debian package that installs it. */
export const CHROMIUM_PACKAGE = 'chromium';
/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Chromium build without the browser's
 * own interface around the engine, as Playwright's own headless default. The suites only ever run headless, and a
 * page load there costs about a third fewer CPU-seconds than in the full browser (six sign-ins with two screens each,
 * 14.1 against 21.3 CPU-s), so they drive it when the machine has it (CI's background apt-get installs it).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser the suites drive: CHROMIUM_PATH when set, else the headless shell when installed, else Chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
}
