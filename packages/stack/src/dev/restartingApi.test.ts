import { EventEmitter } from 'node:events';
import type { ApiChild } from '../superviseStack';
import { restartingApi } from './restartingApi';

class FakeChild extends EventEmitter implements ApiChild {
  exitCode: number | null = null;
  kill(): boolean {
    setImmediate(() => this.stop(0));
    return true;
  }
  stop(code: number) {
    this.exitCode = code;
    this.emit('exit', code);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
/**
 * Waits until `condition` holds (at most 5 s): a restart goes through a debounce timer, a kill and an exit event, and
 * on a busy machine (the unit stage on both cores) that takes longer than any fixed pause.
 */
async function until(condition: () => boolean): Promise<void> {
  const giveUp = Date.now() + 5_000;
  while (!condition() && Date.now() < giveUp) await settle();
}

function setup(start?: () => ApiChild) {
  const children: FakeChild[] = [];
  let changed: () => void = () => undefined;
  const closed = jest.fn();
  const log = jest.fn();
  const api = restartingApi(
    start ??
      (() => {
        const child = new FakeChild();
        children.push(child);
        return child;
      }),
    {
      watchDirs: ['packages/server/src'],
      debounceMs: 1,
      log,
      watch: (_dir, onChange) => ((changed = onChange), { close: closed }),
    },
  );
  return { api, children, change: () => changed(), closed, log };
}

test('a change stops the running API and starts a new one once the old one has gone', async () => {
  const { api, children, change } = setup();
  expect(children).toHaveLength(1);
  change();
  change();
  await until(() => children.length === 2);
  await settle();
  expect(children).toHaveLength(2);
  expect(children[0]!.exitCode).toBe(0);
  expect(api.exitCode).toBeNull();
});

test('an API that stops by itself waits for the next change and is not reported as stopped', async () => {
  const { api, children, change, log } = setup();
  const exited = jest.fn();
  api.once('exit', exited);
  children[0]!.stop(1);
  expect(exited).not.toHaveBeenCalled();
  expect(log).toHaveBeenCalledWith(expect.stringContaining('volta na próxima alteração'));
  change();
  await until(() => children.length === 2);
  expect(children).toHaveLength(2);
});

test('a compile error is reported and the next change tries again', async () => {
  let fail = true;
  const started: FakeChild[] = [];
  const { change, log } = setup(() => {
    if (fail) throw new Error('Expected ";"');
    const child = new FakeChild();
    started.push(child);
    return child;
  });
  expect(log).toHaveBeenCalledWith(expect.stringContaining('Expected ";"'));
  fail = false;
  change();
  await until(() => started.length === 1);
  expect(started).toHaveLength(1);
});

test('killing it stops the watchers and the process, and reports the exit once the process has gone', async () => {
  const { api, children, change, closed } = setup();
  const exited = jest.fn();
  api.once('exit', exited);
  api.kill('SIGTERM');
  expect(closed).toHaveBeenCalled();
  expect(exited).not.toHaveBeenCalled();
  await until(() => exited.mock.calls.length > 0);
  expect(exited).toHaveBeenCalledWith(0);
  change();
  await settle();
  expect(children).toHaveLength(1);
});
