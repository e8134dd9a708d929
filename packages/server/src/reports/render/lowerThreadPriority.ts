import fs from 'node:fs';
import os from 'node:os';

/** The nice value of a render thread: below the API thread's, which answers logins and clicks. */
export const RENDER_THREAD_NICE = 10;

/**
 * Lowers the calling thread's scheduling priority, not the process's. On Linux a thread has its own nice value
 * (setpriority on its thread id), so while reports render on every core the kernel still runs the API thread first:
 * a report may take a little longer, a login must not wait for it. Answers the thread id, or null where threads have
 * no priority of their own (not Linux, no /proc): there the worker simply runs at the process's priority.
 */
export function lowerThreadPriority(nice = RENDER_THREAD_NICE): number | null {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId === process.pid) return null;
    os.setPriority(threadId, nice);
    return threadId;
  } catch {
    return null;
  }
}
