import fs from 'node:fs';
import path from 'node:path';
import { bundleServer } from './serverBundle';

describe('the compiled API', () => {
  it('is one module for the server and one for the report worker, with our packages compiled in and npm packages left as imports', () => {
    const main = bundleServer();
    const dist = path.dirname(main);
    expect(path.basename(main)).toBe('main.js');
    expect(fs.existsSync(path.join(dist, 'renderWorker.js'))).toBe(true);
    // Nothing half-built is left behind.
    expect(fs.readdirSync(dist).filter((f) => f.startsWith('.build-'))).toEqual([]);

    const code = fs.readFileSync(main, 'utf8');
    const imported = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imported.filter((name) => name?.startsWith('@erp/'))).toEqual([]);
    expect(imported).toEqual(expect.arrayContaining(['fastify', '@electric-sql/pglite']));
    // The workspace's own TypeScript is in: the Portuguese messages of @erp/domain, for one.
    expect(code).toContain('Configuração white-label não encontrada.');
  });
});
