// Runs before the e2e suite: installs Debian's Chromium headless shell when it is missing and we are root, otherwise
// says how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PACKAGE, CHROMIUM_PATH } from './chromium';

if (!fs.existsSync(CHROMIUM_PATH)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium não encontrado em ${CHROMIUM_PATH}. Instale com: sudo apt-get install -y ${CHROMIUM_PACKAGE} (ou defina CHROMIUM_PATH).`,
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
