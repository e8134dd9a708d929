import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { encodedVariant, isCompressible, negotiateEncoding } from './contentEncoding';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** The type a file is served with (the same table a bucket's objects are uploaded with). */
export function contentTypeFor(filePath: string): string {
  return MIME[path.extname(filePath)] ?? 'application/octet-stream';
}

export interface StaticServerOptions {
  root: string;
  /** The interface to listen on (never every interface: these are development origins). */
  host: string;
  port: number;
  /** Origins that may load these files from another origin (the host's). */
  allowedOrigins: readonly string[];
  /** File served for `/` (the host's index.html). */
  index?: string;
  /** Where `/` redirects instead (a remote's live version, whose folder holds its standalone page). */
  rootRedirect?: () => string | null | Promise<string | null>;
  /** Sent with every answer, errors and redirects included (the security headers). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Serves one origin's files. Entry points that name other files (HTML pages, mf-manifest.json, remoteEntry.js) are
 * revalidated on every use (a 304 when unchanged); everything else carries a content hash or lives in an immutable
 * version folder and is cached for a year.
 */
export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (base === 'mf-manifest.json' || base === 'remoteEntry.js' || base.endsWith('.html')) return 'no-cache';
  return 'public, max-age=31536000, immutable';
}

/** Changes whenever the file does; each encoding is its own representation, so it has its own tag. */
export function etagFor(stat: fs.Stats, encoding: string): string {
  const suffix = encoding === 'identity' ? '' : `-${encoding}`;
  return `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${suffix}"`;
}

/** RFC 9110 §13.1: If-None-Match wins over If-Modified-Since; a weak comparison is enough for GET. */
function isNotModified(req: http.IncomingMessage, etag: string, stat: fs.Stats): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) {
    return ifNoneMatch.split(',').some((tag) => {
      const t = tag.trim();
      return t === '*' || t.replace(/^W\//, '') === etag;
    });
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(stat.mtimeMs / 1000) * 1000 <= since;
}

function addVary(res: http.ServerResponse, field: string): void {
  const current = res.getHeader('Vary');
  res.setHeader('Vary', current ? `${String(current)}, ${field}` : field);
}

/** The file a request path names inside `root`, or null when the path is malformed or leaves the root. */
function fileFor(root: string, url: string | undefined, options: StaticServerOptions): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url ?? '/', 'http://x').pathname);
  } catch {
    return null;
  }
  // fs throws synchronously on a NUL byte; such a path names no file anyway.
  if (pathname.includes('\0')) return null;
  if (pathname === '/' && options.index) pathname = `/${options.index}`;
  if (pathname.endsWith('/')) pathname += 'index.html';
  return path.resolve(root, `.${pathname}`);
}

async function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  filePath: string,
): Promise<void> {
  const stat = await fs.promises.stat(filePath).catch(() => null);
  if (!stat?.isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Não encontrado');
    return;
  }
  const compressible = isCompressible(filePath, stat.size);
  let encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
  let servedPath = filePath;
  if (encoding !== 'identity') {
    const variant = await encodedVariant(filePath, stat, encoding);
    if (variant) servedPath = variant;
    else encoding = 'identity';
  }
  if (compressible) addVary(res, 'Accept-Encoding');
  const etag = etagFor(stat, encoding);
  const headers: http.OutgoingHttpHeaders = {
    'Cache-Control': cacheControlFor(filePath),
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
  };
  if (isNotModified(req, etag, stat)) {
    res.writeHead(304, headers).end();
    return;
  }
  const size = servedPath === filePath ? stat.size : (await fs.promises.stat(servedPath)).size;
  res.writeHead(200, {
    ...headers,
    'Content-Type': contentTypeFor(filePath),
    'Content-Length': size,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(servedPath);
  // The headers are gone already: a file that vanished or cannot be read ends the response short.
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

function handle(
  root: string,
  options: StaticServerOptions,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  const origin = req.headers.origin;
  if (origin && options.allowedOrigins.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
    return;
  }
  if (new URL(req.url ?? '/', 'http://x').pathname === '/' && options.rootRedirect) {
    Promise.resolve(options.rootRedirect()).then(
      (target) => {
        if (target) res.writeHead(302, { Location: target, 'Cache-Control': 'no-store' }).end();
        else serveFile(root, options, req, res);
      },
      (error: unknown) => failed(req, res, error),
    );
    return;
  }
  serveFile(root, options, req, res);
}

function serveFile(
  root: string,
  options: StaticServerOptions,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  const filePath = fileFor(root, req.url, options);
  if (filePath === null) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Endereço inválido');
    return;
  }
  // Never serve anything outside the root, nor a source map (it would publish our sources; an older build may still
  // have them beside its chunks).
  if (!filePath.startsWith(root + path.sep) || path.extname(filePath) === '.map') {
    res.writeHead(404).end();
    return;
  }
  sendFile(req, res, filePath).catch((error: unknown) => failed(req, res, error));
}

function failed(req: http.IncomingMessage, res: http.ServerResponse, error: unknown): void {
  console.error('[static]', req.url, error);
  if (!res.headersSent) res.writeHead(500);
  res.end();
}

/** Serves one origin's files; a request that fails answers 500 alone, it never takes the process down. */
export function startStaticServer(options: StaticServerOptions): Promise<http.Server> {
  const root = path.resolve(options.root);
  const server = http.createServer((req, res) => {
    try {
      handle(root, options, req, res);
    } catch (error) {
      failed(req, res, error);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
