import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import type { ApiChild } from '../superviseStack';

type Watch = (dir: string, onChange: () => void) => { close(): void };

const watchRecursively: Watch = (dir, onChange) => fs.watch(dir, { recursive: true }, onChange);

export interface RestartingApiOptions {
  /** Folders whose changes restart the API. */
  watchDirs: readonly string[];
  /** Several files saved at once (a formatter, a checkout) make one restart. */
  debounceMs?: number;
  watch?: Watch;
  log?: (message: string) => void;
}

/**
 * The API of `pnpm dev api`: started again, compiled from the new sources, after every change under the watched
 * folders. The old process has stopped before the new one starts (the embedded database takes one process at a time).
 * A process that fails to compile or stops by itself waits for the next change instead of stopping the stack; to the
 * stack it is one child that exits only once it is killed.
 */
export function restartingApi(start: () => ApiChild, options: RestartingApiOptions): ApiChild {
  const { debounceMs = 300, watch = watchRecursively, log = (m) => console.log(`[dev api] ${m}`) } = options;
  const events = new EventEmitter();
  let current: ApiChild | null = null;
  /** The process being stopped for a restart: the next one starts once it has gone. */
  let exiting: ApiChild | null = null;
  let stopping = false;
  let exitCode: number | null = null;
  let timer: NodeJS.Timeout | undefined;

  const launch = () => {
    try {
      const child = start();
      current = child;
      child.once('exit', (code) => {
        if (current !== child) return;
        current = null;
        if (stopping) exitWith(code ?? 0);
        else log(`a API parou (saída ${code}); ela volta na próxima alteração.`);
      });
    } catch (error) {
      log(`a API não compilou: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const restart = () => {
    // A restart under way compiles the sources as they are when its process has gone: later changes are in.
    if (stopping || exiting) return;
    const old = current;
    if (!old || old.exitCode !== null) return launch();
    current = null;
    exiting = old;
    log('alteração no servidor: reiniciando a API…');
    old.once('exit', () => {
      exiting = null;
      if (!stopping) launch();
    });
    old.kill('SIGTERM');
  };

  const exitWith = (code: number) => {
    exitCode = code;
    events.emit('exit', code);
  };

  const watchers = options.watchDirs.map((dir) =>
    watch(dir, () => {
      clearTimeout(timer);
      timer = setTimeout(restart, debounceMs);
    }),
  );
  launch();

  return {
    get exitCode() {
      return exitCode;
    },
    kill(signal) {
      stopping = true;
      clearTimeout(timer);
      for (const w of watchers) w.close();
      if (current && current.exitCode === null) return current.kill(signal);
      // Mid-restart the old process still holds the database: the stack goes once it has.
      if (exiting) exiting.once('exit', () => exitWith(0));
      // Nothing running (it had stopped by itself): the stack may go at once.
      else setImmediate(() => exitWith(0));
      return true;
    },
    once(event, listener) {
      events.once(event, listener);
      return this;
    },
  };
}
