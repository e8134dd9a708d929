// `node --import tsx packages/stack/src/cli/scanSecrets.ts`: checks that what the stack publishes (the host's build and
// every container release) carries no secret, server-only code or source map. Prints the findings as JSON; exits 1
// when there is any, 2 when there is nothing built to check.
import { scanPublishedFrontends } from '../secretScan';

const { scanned, findings } = scanPublishedFrontends();
console.log(JSON.stringify({ scanned, findings }, null, 2));
process.exit(scanned === 0 ? 2 : findings.length > 0 ? 1 : 0);
