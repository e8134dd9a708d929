import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

// Debian's way to keep package scripts from starting services (as in Docker images): exit 101 = "not allowed".
const POLICY = '/usr/sbin/policy-rc.d';

/**
 * Installs a Debian package when the machine lacks it (CI is a fresh Debian where we are root), without letting it
 * start the system service: every test service runs from its own data folder on its own port.
 */
export function aptInstall(pkg: string): void {
  if (process.getuid?.() !== 0) {
    throw new Error(`${pkg} is not installed and this is not root: install it (apt-get install -y ${pkg}).`);
  }
  console.log(`[services] installing ${pkg} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // The package would otherwise start the system's own PostgreSQL or Redis on the standard port.
  const ownPolicy = !fs.existsSync(POLICY);
  if (ownPolicy) fs.writeFileSync(POLICY, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  } finally {
    if (ownPolicy) fs.rmSync(POLICY, { force: true });
  }
}

/** Installs `pkg` with apt-get unless `command versionArgs…` already runs on this machine. */
export function ensureCommand(command: string, versionArgs: string[], pkg: string): void {
  try {
    execFileSync(command, versionArgs, { stdio: 'ignore' });
  } catch {
    aptInstall(pkg);
  }
}
