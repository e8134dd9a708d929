// The API's resident memory after seeding and 1,000 logins, read from the kernel (the API runs as its own process).
import fs from 'node:fs';

/** Resident set size of a process, bytes (Linux /proc). */
function rssOf(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  const kb = Number(line?.match(/(\d+)/)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`VmRSS ilegível para o processo ${pid}`);
  return kb * 1024;
}

export async function login(apiUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/Usuarios/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login de ${email} falhou: ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

/** `count` successful logins, `concurrency` at a time, then the API's RSS. */
export async function rssAfterLogins(
  pid: number,
  apiUrl: string,
  user: { email: string; password: string },
  count: number,
  concurrency = 4,
): Promise<{ rss: number; seconds: number }> {
  const started = performance.now();
  let left = count;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left > 0) {
        left -= 1;
        await login(apiUrl, user.email, user.password);
      }
    }),
  );
  return { rss: rssOf(pid), seconds: (performance.now() - started) / 1000 };
}
