import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { lowerThreadPriority, RENDER_THREAD_NICE } from './lowerThreadPriority';

// A worker thread that lowers its own priority, reports its thread id and stays alive until told to stop, so the test
// can read that thread's nice value from outside.
const WORKER_SOURCE = `
  const { parentPort } = require('node:worker_threads');
  const { register } = require('tsx/cjs/api');
  register();
  const { lowerThreadPriority } = require(${JSON.stringify(path.join(__dirname, 'lowerThreadPriority.ts'))});
  parentPort.postMessage(lowerThreadPriority());
  parentPort.once('message', () => process.exit(0));
`;

const linux = process.platform === 'linux';

describe('lowerThreadPriority', () => {
  (linux ? it : it.skip)('lowers a worker thread below the API thread, and only that thread', async () => {
    const before = os.getPriority(process.pid);
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    try {
      const threadId = await new Promise<number | null>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(threadId).not.toBeNull();
      expect(threadId).not.toBe(process.pid);
      expect(os.getPriority(threadId as number)).toBe(RENDER_THREAD_NICE);
      expect(os.getPriority(process.pid)).toBe(before);
    } finally {
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('exit', resolve));
    }
  });

  it('leaves the main thread alone: it is the process', () => {
    const before = os.getPriority(process.pid);
    expect(lowerThreadPriority()).toBeNull();
    expect(os.getPriority(process.pid)).toBe(before);
  });
});
