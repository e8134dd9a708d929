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

export function createPasswordHasher(settings: Argon2Settings): PasswordHasher {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: settings.memoryKiB,
    timeCost: settings.timeCost,
    parallelism: settings.parallelism,
  };
  let dummy: Promise<string> | null = null;
  const check = async (hashed: string, password: string) => {
    try {
      return await verify(hashed, password);
    } catch {
      // A malformed stored hash is a failed login, not a crash.
      return false;
    }
  };
  return {
    hash: (password) => hash(password, options),
    verify: check,
    verifyDummy: async (password) => {
      dummy ??= hash('senha-que-ninguem-usa', options);
      await check(await dummy, password);
    },
  };
}
