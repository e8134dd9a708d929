// `pnpm build:api`: compiles the API into packages/server/dist/ for a deployment that runs it without the stack
// (`MALLOC_MMAP_THRESHOLD_=1048576 node packages/server/dist/main.js`, see serverBundle.ts).
import { bundleServer } from '../serverBundle';

console.log(bundleServer());
