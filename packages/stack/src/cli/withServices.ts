// `erp with-services [--postgres] [--redis] -- <command…>` (bin of @erp/stack): starts a throw-away PostgreSQL
// and/or Redis (installed with apt-get when missing) on free loopback ports, runs the command with
// TEST_DATABASE_URL/DATABASE_URL and REDIS_URL naming them, then stops them and removes their folders whatever the
// command's outcome. `pnpm test:pg` runs the server suite, the real-services suite and e2e through it.
import { spawn } from 'node:child_process';
import { startLocalPostgres, type LocalPostgres } from '../services/localPostgres';
import { startLocalRedis, type LocalRedis } from '../services/localRedis';

async function main(): Promise<number> {
  const separator = process.argv.indexOf('--');
  const flags = process.argv.slice(2, separator < 0 ? undefined : separator);
  const command = separator < 0 ? [] : process.argv.slice(separator + 1);
  if (!command.length || !flags.every((f) => f === '--postgres' || f === '--redis')) {
    console.error('usage: withServices.ts [--postgres] [--redis] -- <command…>');
    return 2;
  }
  let postgres: LocalPostgres | null = null;
  let redis: LocalRedis | null = null;
  const cleanUp = async () => {
    postgres?.close();
    postgres = null;
    await redis?.close();
    redis = null;
  };
  try {
    const env: NodeJS.ProcessEnv = { ...process.env };
    if (flags.includes('--postgres')) {
      postgres = await startLocalPostgres();
      env.TEST_DATABASE_URL = postgres.url;
      env.DATABASE_URL = postgres.url;
      console.log(`[services] PostgreSQL at ${postgres.url} (${postgres.dataDir})`);
    }
    if (flags.includes('--redis')) {
      redis = await startLocalRedis();
      env.REDIS_URL = redis.url;
      console.log(`[services] Redis at ${redis.url}`);
    }
    const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env });
    // Ctrl+C reaches the child through the terminal; a SIGTERM sent to us alone is passed on. Either way the services
    // are stopped once the child has gone.
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', () => undefined);
    process.on('SIGTERM', forward);
    return await new Promise<number>((resolve) => {
      child.on('error', (error) => {
        console.error(`[services] ${command[0]}: ${error.message}`);
        resolve(127);
      });
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    });
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[services]', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
