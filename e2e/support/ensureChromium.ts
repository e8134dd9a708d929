// Runs before the e2e suite: installs Debian's chromium when no browser for the suites is installed and we are root,
// otherwise says how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PACKAGE, chromiumPath } from './chromium';

const browser = chromiumPath();
if (!fs.existsSync(browser)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium não encontrado em ${browser}. Instale com: sudo apt-get install -y ${CHROMIUM_PACKAGE} (ou defina CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log(`[e2e] installing Debian ${CHROMIUM_PACKAGE}…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${CHROMIUM_PACKAGE}`,
    {
      stdio: 'inherit',
    },
  );
}
