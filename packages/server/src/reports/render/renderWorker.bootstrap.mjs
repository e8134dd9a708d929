// Worker-thread entry: Node 20 does not apply an `--import` loader to a worker's own entry file, so the thread
// registers tsx itself (the way the server runs its TypeScript) and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./renderWorker.ts');
