// `pnpm build`: builds the host and a new release of every remote.
import { buildMissing } from '../stack';

buildMissing({ force: true })
  .then((built) => console.log(`[build] ${built.join(', ')}`))
  .catch((error: unknown) => {
    console.error('[build]', error instanceof Error ? error.message : error);
    process.exit(1);
  });
