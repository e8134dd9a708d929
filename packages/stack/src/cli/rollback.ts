// `pnpm --filter remote-reports run rollback` (or `pnpm rollback remote-reports [container]`): makes the previously
// active release live again. Nothing is rebuilt; the old version folder is still on disk.
import { rollbackRelease } from '@erp/deployment';
import { stackConfig } from '../paths';
import { containersFor } from './containersFor';

try {
  for (const container of containersFor(process.argv.slice(2))) {
    const log = rollbackRelease(stackConfig().deployDir, container.name);
    console.log(`[rollback] ${container.name} is back on ${log.active}`);
  }
} catch (error: unknown) {
  console.error('[rollback]', error instanceof Error ? error.message : error);
  process.exit(1);
}
