import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { waitForPort } from './freePort';

/** A service started in the foreground from its own scratch folder, listening on its own loopback port. */
export interface ForegroundService {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Waits for a just-spawned service to listen on `port`; `close` stops it and deletes its folder. A service that does
 * not listen within 15 s is killed and its folder deleted before the error is thrown, so a failed start leaves nothing
 * behind (the caller started the child in the foreground precisely so that stopping it stops the service).
 */
export async function superviseForeground(
  child: ChildProcess,
  service: { port: number; dir: string; url: string },
): Promise<ForegroundService> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForPort(service.port, 15_000);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(service.dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: service.url,
    port: service.port,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(service.dir, { recursive: true, force: true });
    },
  };
}
