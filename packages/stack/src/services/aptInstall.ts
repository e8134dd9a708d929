import { execFileSync } from 'node:child_process';

/**
 * Installs a Debian package when the machine lacks it (CI is a fresh Debian where we are root). Installing never
 * starts anything we use: every test service runs from its own data folder on its own port.
 */
export function aptInstall(pkg: string): void {
  if (process.getuid?.() !== 0) {
    throw new Error(`${pkg} is not installed and this is not root: install it (apt-get install -y ${pkg}).`);
  }
  console.log(`[services] installing ${pkg} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
}
