import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing costs more CPU and latency than the bytes it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON answers (brotli at a fast level, or gzip) for clients that accept it. socket.io is attached to the
 * raw HTTP server, so its traffic never passes through here; downloads of already compressed formats (images, PDF,
 * spreadsheets) are left as they are by the plugin's content-type check.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
