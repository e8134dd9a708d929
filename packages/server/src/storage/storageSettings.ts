import type { S3Location } from './s3Storage';
import { assertValidPrefix, InvalidStorageKeyError } from './storageKey';

/**
 * `STORAGE_URL`, parsed: unset means the embedded engine (folders under DATA_DIR, nothing to set up);
 * `s3://bucket/prefix?endpoint=…&region=…&forcePathStyle=true&signedDownloads=true` an S3-compatible bucket.
 */
export type StorageSettings =
  | { engine: 'local' }
  | (S3Location & {
      engine: 's3';
      /** Report downloads redirect to a short-lived signed URL of the bucket instead of streaming through the API. */
      signedDownloads: boolean;
    });

const PARAMS = ['endpoint', 'region', 'forcePathStyle', 'signedDownloads'] as const;
// S3's bucket naming rules (lower case, digits, dots and hyphens, 3 to 63 characters).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function invalid(raw: string, why: string): Error {
  return new Error(`Variável de ambiente STORAGE_URL inválida: "${raw}" (${why}).`);
}

function yesNo(raw: string, name: string, value: string | null, fallback: boolean): boolean {
  if (value === null) return fallback;
  if (['1', 'true', 'yes', 'sim'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'nao', 'não'].includes(value.toLowerCase())) return false;
  throw invalid(raw, `${name} deve ser true ou false`);
}

/** Reads `STORAGE_URL` (and `AWS_REGION` as the region's default); throws a Portuguese message naming what is wrong. */
export function parseStorageUrl(raw: string | null, awsRegion: string | null = null): StorageSettings {
  if (!raw) return { engine: 'local' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid(raw, 'esperado s3://bucket/prefixo?endpoint=…');
  }
  if (url.protocol !== 's3:')
    throw invalid(raw, 'só o esquema s3:// é aceito; sem a variável, os arquivos ficam em DATA_DIR');
  if (url.username || url.password)
    throw invalid(raw, 'credenciais vão em AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY, nunca na URL');
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) throw invalid(raw, `nome de bucket inválido: "${bucket}"`);
  const unknown = [...url.searchParams.keys()].filter((k) => !(PARAMS as readonly string[]).includes(k));
  if (unknown.length) throw invalid(raw, `parâmetro desconhecido: ${unknown.join(', ')}`);
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const prefix = path ? `${path}/` : '';
  try {
    assertValidPrefix(prefix);
  } catch (error) {
    if (error instanceof InvalidStorageKeyError) throw invalid(raw, 'prefixo inválido');
    throw error;
  }
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint !== null && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) {
    throw invalid(raw, 'endpoint deve ser http(s)://host[:porta]');
  }
  return {
    engine: 's3',
    bucket,
    prefix,
    endpoint: endpoint?.replace(/\/$/, '') ?? null,
    region: url.searchParams.get('region') ?? awsRegion ?? 'us-east-1',
    // Path-style is what self-hosted endpoints (MinIO, s3rver) answer; AWS itself prefers virtual hosts.
    forcePathStyle: yesNo(raw, 'forcePathStyle', url.searchParams.get('forcePathStyle'), endpoint !== null),
    signedDownloads: yesNo(raw, 'signedDownloads', url.searchParams.get('signedDownloads'), false),
  };
}
