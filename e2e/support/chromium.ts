/**
 * Debian's Chromium headless shell (package chromium-headless-shell): nothing here downloads a browser. The suites
 * only ever run headless, and the shell is Chromium's engine without the browser's own interface around it, as
 * Playwright's own headless default: a page load cost about a third fewer CPU-seconds than with the full `chromium`
 * (six sign-ins with two screens each, 14.1 against 21.3 CPU-s).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** The Debian package that installs it. */
export const CHROMIUM_PACKAGE = 'chromium-headless-shell';
