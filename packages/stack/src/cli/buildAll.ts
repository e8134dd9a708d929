// `pnpm build`: builds the host and a new release of every remote, each deployed through the local stack's API (the
// running one, else one started for the command).
import { withLocalTarget } from '../deploy/localTarget';
import { buildMissing } from '../stack';

withLocalTarget((target) => buildMissing({ force: true, target: async () => target }))
  .then((built) => console.log(`[build] ${built.join(', ')}`))
  .catch((error: unknown) => {
    console.error('[build]', error instanceof Error ? error.message : error);
    process.exit(1);
  });
