/** Readers of environment variables: each throws a Portuguese message naming the variable that is wrong. */

export type Env = Record<string, string | undefined>;

export function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`Variável de ambiente ${name} inválida: "${raw}" (esperado um número inteiro positivo).`);
  }
  return value;
}

export function text(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

/** A yes/no variable; null when it is not set, so the caller can choose the default. */
export function optionalFlag(env: Env, name: string): boolean | null {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (!raw) return null;
  return ['1', 'true', 'yes', 'sim'].includes(raw);
}

export function flag(env: Env, name: string): boolean {
  return optionalFlag(env, name) ?? false;
}

/** A share such as 0.02: a number above 0 and at most 1. */
export function fraction(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!(value > 0 && value <= 1)) {
    throw new Error(
      `Variável de ambiente ${name} inválida: "${raw}" (esperado um número maior que 0 e até 1).`,
    );
  }
  return value;
}

/** A PostgreSQL memory setting such as `32MB`. */
export function pgMemory(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  if (/^\d+(kB|MB|GB)$/.test(value)) return value;
  throw new Error(`Variável de ambiente ${name} inválida: "${value}" (esperado um tamanho como 32MB).`);
}
