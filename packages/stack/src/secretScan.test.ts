import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { scanForSecrets, secretRules } from './secretScan';

describe('scanForSecrets', () => {
  let dir: string;
  const rules = secretRules({ NODE_ENV: 'test', DATABASE_URL: 'postgres://erp:s3nh4@db.interno:5432/erp' });

  function write(name: string, text: string | Buffer) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }

  function whatIn(file: string) {
    return scanForSecrets([dir], rules)
      .findings.filter((f) => f.file === path.join(dir, file))
      .map((f) => f.what);
  }

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes a clean bundle, with "pg" only as ordinary letters', () => {
    write('v1/main.abc.js', 'const img="logo.jpg";export const tipos={pdf:1,xlsx:2};fetch("/api/ping")');
    write('v1/mf-manifest.json', '{"shared":[{"name":"react"},{"name":"@erp/session"}]}');
    expect(scanForSecrets([dir], rules)).toEqual({ scanned: 2, findings: [] });
  });

  it("finds the seed's CRM token, even in a brotli copy", () => {
    write('v1/a.js.br', zlib.brotliCompressSync(Buffer.from('x="acme-crm-token-demo"')));
    expect(whatIn('v1/a.js.br')).toEqual(['token do CRM da semente']);
  });

  it('finds database URLs, the configured one literally, and argon2 hashes', () => {
    write('b.js', 'u="postgres://erp:s3nh4@db.interno:5432/erp"');
    write('c.js', 'r="redis://cache:6379"');
    write('d.js.gz', zlib.gzipSync('h="$argon2id$v=19$m=19456,t=2,p=1$abc$def"'));
    expect(whatIn('b.js')).toEqual(['DATABASE_URL', 'endereço de banco de dados']);
    expect(whatIn('c.js')).toEqual(['endereço de banco de dados']);
    expect(whatIn('d.js.gz')).toEqual(['hash argon2']);
  });

  it('finds server-only packages', () => {
    write('e.js', 'require("drizzle-orm");require("@node-rs/argon2");require("nodemailer")');
    write('f.js', 'import("@electric-sql/pglite");require("pg")');
    expect(whatIn('e.js')).toEqual(['drizzle-orm', '@node-rs/argon2', 'nodemailer']);
    expect(whatIn('f.js')).toEqual(['pglite', 'pg']);
  });

  it('counts a source map, or a chunk pointing at one, as published sources', () => {
    write('g.js', 'x=1\n//# sourceMappingURL=g.js.map');
    write('g.js.map', '{"version":3}');
    expect(whatIn('g.js')).toEqual(['mapa de código-fonte']);
    expect(whatIn('g.js.map')).toEqual(['mapa de código-fonte']);
  });
});
