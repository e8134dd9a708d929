// The server tests' environment: Node's, plus what every embedded database of a test worker can share. Jest gives each
// test file a fresh module registry, so PGlite would otherwise compile its 9 MB of WebAssembly, read its file-system
// bundle and (in testServer) read the seeded snapshot again in every file, and tier its hot code up again from
// nothing. An environment module is loaded once per worker, outside the files' sandboxes: compiled here once, handed
// to each file's global (testing/workerCache.ts reads it) and from there to every PGlite the file opens.
const fs = require('node:fs');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

const GLOBAL_NAME = 'erpServerWorkerCache';
const TEMPLATE_ENV = 'ERP_SERVER_TEST_DB_TEMPLATE';
/** testing/postgresTestDatabase.ts' rule: TEST_DATABASE_URL names the PostgreSQL the tests run on. */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL?.trim());

/** @type {Promise<object> | undefined} */
let engine;
/** @type {Map<string, Buffer>} snapshot file → its bytes (one per run; a map so a changed file is read again) */
const templates = new Map();

async function loadEngine() {
  const dist = path.dirname(require.resolve('@electric-sql/pglite'));
  const read = (name) => fs.promises.readFile(path.join(dist, name));
  const [pglite, initdb, bundle] = await Promise.all([
    read('pglite.wasm'),
    read('initdb.wasm'),
    read('pglite.data'),
  ]);
  return {
    pgliteWasmModule: await WebAssembly.compile(pglite),
    initdbWasmModule: await WebAssembly.compile(initdb),
    // PGlite reads its bundle with `arrayBuffer()` only. A Blob's copies it out in 64 KB chunks (~0.1 s of CPU for
    // its 6 MB, each database); this hands each database a copy made at once (its files are views of it).
    fsBundle: {
      arrayBuffer: async () => bundle.buffer.slice(bundle.byteOffset, bundle.byteOffset + bundle.length),
    },
  };
}

function readTemplate() {
  const file = process.env[TEMPLATE_ENV];
  if (!file || !fs.existsSync(file)) return undefined;
  if (!templates.has(file)) templates.set(file, fs.readFileSync(file));
  return templates.get(file);
}

class ServerTestEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    // PGlite checks `module instanceof WebAssembly.Module` with the file's own WebAssembly: a module compiled here, in
    // the worker's realm, must pass that check too (everything else PGlite does with it works across realms).
    const FileModule = this.global.WebAssembly.Module;
    Object.defineProperty(FileModule, Symbol.hasInstance, {
      value: (value) =>
        Function.prototype[Symbol.hasInstance].call(FileModule, value) || value instanceof WebAssembly.Module,
    });
    // Under `pnpm test:pg:server` the test servers run on PostgreSQL: the few PGlite clusters a file still opens there
    // (businessSeed's determinism check) compile the engine themselves, instead of every worker compiling it for
    // nothing.
    if (!ON_POSTGRES) engine ??= loadEngine();
    this.global[GLOBAL_NAME] = { engine: engine && (await engine), template: readTemplate() };
  }
}

module.exports = ServerTestEnvironment;
