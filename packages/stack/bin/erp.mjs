#!/usr/bin/env node
// `erp <command> [arguments…]`: the stack's commands as one executable, so the workspace's scripts (the root's
// `pnpm start`, an area's `pnpm release`) name a command instead of a path into this package's sources. Each command
// is a TypeScript file in src/cli, run in this process through tsx's loader (no second Node process between Ctrl+C and
// the stack it stops).
import { register as registerEsm } from 'tsx/esm/api';
import { register as registerCjs } from 'tsx/cjs/api';

/** Command → the file under src/cli that runs it. */
const COMMANDS = {
  start: 'start',
  dev: 'dev',
  build: 'buildAll',
  'build-api': 'buildApi',
  release: 'release',
  rollback: 'rollback',
  'with-services': 'withServices',
  'billing-pay': 'billingPay',
  'scan-secrets': 'scanSecrets',
};

const [command] = process.argv.splice(2, 1);
const file = Object.hasOwn(COMMANDS, command ?? '') ? COMMANDS[command] : undefined;
if (!file) {
  console.error(`usage: erp <${Object.keys(COMMANDS).join(' | ')}> [arguments…]`);
  process.exit(2);
}
registerEsm();
registerCjs();
await import(new URL(`../src/cli/${file}.ts`, import.meta.url).href);
