import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT, stackConfig } from './paths';
import { bundleServer, SERVER_PROCESS_ENV } from './serverBundle';

/** Starts the API server as its own process, exactly as a deployment runs it: compiled from the sources first. */
export function startApi(env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return spawn(process.execPath, [bundleServer()], {
    cwd: REPO_ROOT,
    // One line per request drowns the URLs the stack prints; LOG_LEVEL=info brings them back. The stack is the
    // development start: its reset e-mails are read at /dev/outbox and the local billing provider's charges are paid
    // at /dev/cobrancas (both loopback only, never in production).
    env: { LOG_LEVEL: 'warn', DEV_OUTBOX: '1', DEV_BILLING: '1', ...SERVER_PROCESS_ENV, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * How long `pnpm start` and `pnpm dev` wait for their API. A first start creates, migrates and seeds the embedded
 * database before it answers (3 min at load 16); a stack whose builds are all there already (the e2e dev suite's, or
 * one whose database was removed) waits for that at once, and one minute failed it at load 15.
 */
const STACK_API_WAIT_MS = 5 * 60_000;

/** Waits until the API answers its ping, or fails after `timeoutMs`. */
export async function waitForApi(
  timeoutMs = STACK_API_WAIT_MS,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const url = `http://localhost:${stackConfig(env).apiPort}/api/ping`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`A API não respondeu em ${url} dentro de ${timeoutMs / 1000} s.`);
}
