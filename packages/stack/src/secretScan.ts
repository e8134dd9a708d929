import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { demoBrands } from '@erp/server';
import { HOST_DIST, stackConfig } from './paths';

/** One thing a published file must never contain. */
interface SecretRule {
  what: string;
  pattern: RegExp;
}

interface SecretFinding {
  file: string;
  what: string;
}

function escape(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/**
 * What the front ends' output must never carry: the seed's CRM tokens, database and Redis addresses, argon2 hashes,
 * the server-only packages (their presence would mean server code, and its configuration, was bundled), and source
 * maps. Secrets set in this environment (DATABASE_URL, REDIS_URL, SMTP_URL) are looked for literally too.
 */
export function secretRules(env: NodeJS.ProcessEnv = process.env): SecretRule[] {
  const { hostPort } = stackConfig(env);
  const crmTokens = demoBrands(hostPort).flatMap((b) => (b.brand.crm?.token ? [b.brand.crm.token] : []));
  const configured = (['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'] as const).flatMap((name) =>
    env[name] ? [{ what: name, pattern: escape(env[name]) }] : [],
  );
  return [
    ...crmTokens.map((token) => ({ what: 'token do CRM da semente', pattern: escape(token) })),
    ...configured,
    { what: 'endereço de banco de dados', pattern: /\b(?:postgres(?:ql)?|redis|rediss):\/\/[^\s"'`]+/i },
    { what: 'hash argon2', pattern: /\$argon2(?:id|i|d)?\$/ },
    { what: 'drizzle-orm', pattern: /drizzle-orm/ },
    { what: '@node-rs/argon2', pattern: /@node-rs\/argon2/ },
    { what: 'nodemailer', pattern: /nodemailer/i },
    { what: 'pglite', pattern: /pglite/i },
    // The `pg` driver: its package path or its name as a module specifier; a bare "pg" elsewhere is no evidence.
    { what: 'pg', pattern: /node_modules\/pg\/|["'`]pg["'`]|\bpg-(?:pool|protocol|connection-string)\b/ },
    { what: 'mapa de código-fonte', pattern: /[#@] sourceMappingURL=/ },
  ];
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}

/** A file's text as served: the precompressed copies are decompressed, since they are what most browsers get. */
function servedText(file: string): string {
  const raw = fs.readFileSync(file);
  if (file.endsWith('.br')) return zlib.brotliDecompressSync(raw).toString('utf8');
  if (file.endsWith('.gz')) return zlib.gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** Every file under `dirs` checked against `rules`; a source map file is a finding by itself. */
export function scanForSecrets(
  dirs: readonly string[],
  rules: readonly SecretRule[],
): { scanned: number; findings: SecretFinding[] } {
  const files = dirs.flatMap(filesUnder);
  const findings: SecretFinding[] = [];
  for (const file of files) {
    if (/\.map(?:\.(?:br|gz))?$/.test(file)) findings.push({ file, what: 'mapa de código-fonte' });
    const text = servedText(file);
    for (const rule of rules) if (rule.pattern.test(text)) findings.push({ file, what: rule.what });
  }
  return { scanned: files.length, findings };
}

/** Scans what the stack publishes: the host's build and every container release in the deploy folder. */
export function scanPublishedFrontends(env: NodeJS.ProcessEnv = process.env) {
  return scanForSecrets([HOST_DIST, stackConfig(env).deployDir], secretRules(env));
}
