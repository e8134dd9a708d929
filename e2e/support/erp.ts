import path from 'node:path';

/**
 * The stack's `erp` command (`@erp/stack`'s bin, linked into this package's node_modules by pnpm), as a newcomer runs
 * it (`pnpm start` is `erp start`): the suite names a command, not a path into the stack's sources.
 */
export const ERP_BIN = path.join(import.meta.dirname, '../node_modules/.bin/erp');
