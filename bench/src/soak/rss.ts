import fs from 'node:fs';
import { median } from '../stats';

/** Resident memory of a process in MB, read from /proc (Linux), or null once it has gone. */
export function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Samples a process's RSS every `everyMs`; growth compares the median of the last fifth of the run with the median of
 * the first fifth after warm-up (single samples jump with each garbage collection).
 */
export function trackRss(pid: number, everyMs = 2000): { stop(): { startMb: number; endMb: number } } {
  const samples: number[] = [];
  const timer = setInterval(() => {
    const mb = rssMb(pid);
    if (mb !== null) samples.push(mb);
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      const fifth = Math.max(1, Math.floor(samples.length / 5));
      return { startMb: median(samples.slice(0, fifth)), endMb: median(samples.slice(-fifth)) };
    },
  };
}
