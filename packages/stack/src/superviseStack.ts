/** The API child as the supervisor needs it (a `ChildProcess`). */
export interface ApiChild {
  readonly exitCode: number | null;
  kill(signal?: NodeJS.Signals): boolean;
  once(event: 'exit', listener: (code: number | null) => void): unknown;
}

/** What `pnpm start` runs, in order. */
export interface StackParts {
  startApi(): ApiChild;
  /**
   * Builds the front ends that are missing or stale, while the API migrates and seeds; calls `onLoginBuilt` once the
   * login page's builds are done (the host and the login area), resolves once every build is.
   */
  buildFrontends(onLoginBuilt: () => void): Promise<void>;
  waitForApi(): Promise<void>;
  serveFrontends(): Promise<Array<{ close(): unknown }>>;
}

export interface SuperviseOptions {
  /**
   * Serve as soon as the login page is built, the other areas following as their builds end (a fresh clone shows its
   * login page in about half the time); otherwise only once everything is built (the end-to-end tests).
   */
  serveEarly?: boolean;
  /** Called once the front ends are served, with the builds still running when serving early. */
  onServing?(stillBuilding: boolean): void;
  /** How long the API gets to stop on SIGTERM before the stack exits anyway. */
  forceAfterMs?: number;
}

/** The process the stack runs in: its signals and its exit. */
export interface StackProcess {
  on(event: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
  exit(code: number): void;
}

/**
 * Starts the API first, so that its migrations and seed run while the front ends build (the two used to run one after
 * the other: a fresh start waited for both in full), then serves the front ends once the API answers and the login
 * page (or, without `serveEarly`, everything) is built. Stops everything on every way out: Ctrl+C, SIGTERM, the API
 * stopping, or a failure while building, waiting for the API or serving (an orphaned API would keep the database
 * lock, and the next `pnpm start` would be refused). Resolves once all is built and served; rejects, after stopping
 * everything, if it fails.
 */
export async function superviseStack(
  parts: StackParts,
  proc: StackProcess,
  { serveEarly = false, onServing, forceAfterMs = 5000 }: SuperviseOptions = {},
): Promise<void> {
  const api = parts.startApi();
  const servers: Array<{ close(): unknown }> = [];
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\n[stack] stopping…');
    for (const s of servers) s.close();
    if (api.exitCode !== null) {
      proc.exit(code);
      return;
    }
    // Whichever comes first, the API's exit or the deadline, exits once (a slow API's exit after the deadline must
    // not exit a second time).
    let exited = false;
    const exitOnce = () => {
      if (exited) return;
      exited = true;
      clearTimeout(force);
      proc.exit(code);
    };
    const force = setTimeout(exitOnce, forceAfterMs);
    api.once('exit', exitOnce);
    api.kill('SIGTERM');
  };
  api.once('exit', (code) => {
    if (!stopping) {
      console.error(`[stack] the API stopped (exit ${code}); stopping everything.`);
      stop(1);
    }
  });
  proc.on('SIGINT', () => stop(0));
  proc.on('SIGTERM', () => stop(0));
  try {
    let loginBuilt: () => void = () => undefined;
    const loginReady = new Promise<void>((resolve) => (loginBuilt = resolve));
    const allBuilt = parts.buildFrontends(() => loginBuilt());
    let done = false;
    const finished = allBuilt.then(() => void (done = true));
    // A failed build rejects `finished` at once, whichever of the two is awaited.
    await (serveEarly ? Promise.race([loginReady, finished]) : finished);
    await parts.waitForApi();
    if (stopping) return;
    servers.push(...(await parts.serveFrontends()));
    onServing?.(!done);
    await finished;
  } catch (error) {
    stop(1);
    throw error;
  }
}
