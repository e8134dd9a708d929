import os from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { Argon2Settings } from '../config/config';

// `Algorithm` is a const enum, which isolated modules cannot inline: 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/** Hashes and checks passwords with argon2id at the configured cost. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the time a real check would, so an unknown e-mail is not told apart by response time. */
  verifyDummy(password: string): Promise<void>;
}

/** Runs at most `limit` tasks at once; the rest wait their turn in order. */
function createGate(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    // A finishing task hands its slot straight to the next in line, so no newcomer slips in between.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * Each argon2 run takes `memoryKiB` of memory and a core for tens of milliseconds: a burst of logins queues for a
 * few runs at a time instead of taking the machine's memory and every core at once.
 */
const MAX_CONCURRENT_HASHES = Math.max(2, os.availableParallelism());

export function createPasswordHasher(settings: Argon2Settings): PasswordHasher {
  const gate = createGate(MAX_CONCURRENT_HASHES);
  const options = {
    algorithm: ARGON2ID,
    memoryCost: settings.memoryKiB,
    timeCost: settings.timeCost,
    parallelism: settings.parallelism,
  };
  let dummy: Promise<string> | null = null;
  const check = async (hashed: string, password: string) => {
    try {
      return await gate(() => verify(hashed, password));
    } catch {
      // A malformed stored hash is a failed login, not a crash.
      return false;
    }
  };
  return {
    hash: (password) => gate(() => hash(password, options)),
    verify: check,
    verifyDummy: async (password) => {
      dummy ??= hash('senha-que-ninguem-usa', options);
      await check(await dummy, password);
    },
  };
}
