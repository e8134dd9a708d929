// The sign-up remote's own JavaScript on the wire, read from the stack that is already running (host :8080, remotes
// on their CONTRACT ports): nothing is built or started. `bundle.ts` prints the same figures on the stack it builds.
//   pnpm --filter bench bench:signup-bundle        (CHROMIUM_PATH overrides the browser)
import { chromium } from '@playwright/test';
import { printSignupShare } from './signupShare';

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    if (!(await printSignupShare(browser))) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
