import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@erp/domain';
import { HttpError } from '../http/httpError';

/** A `multipart/form-data` body (a browser's FormData): its text fields and its one file, read whole. */
export interface UploadForm {
  fields: Record<string, string>;
  file: { field: string; filename: string; bytes: Buffer } | null;
}

/** Small forms with one file: anything beyond these is not one of our upload screens. */
const FORM_LIMITS = { files: 1, fields: 50, fieldSize: 4096, parts: 51, headerPairs: 50 };

/**
 * Lets the routes of `scope` read multipart bodies (`@fastify/multipart`, which streams through busboy instead of
 * buffering the raw body). `maxFileBytes` is the largest file any route of the scope accepts; busboy stops reading
 * past it, so a huge upload costs no memory.
 */
export async function acceptUploads(scope: FastifyInstance, maxFileBytes: number): Promise<void> {
  await scope.register(multipart, { limits: { ...FORM_LIMITS, fileSize: maxFileBytes } });
}

/**
 * Reads the form of a multipart request; null when the request is not multipart. A file over the scope's limit is a
 * 413 with `tooLarge`; a second file, too many fields or a malformed body a 400, all in Portuguese.
 */
export async function readUploadForm(request: FastifyRequest, tooLarge: string): Promise<UploadForm | null> {
  if (!request.isMultipart()) return null;
  const form: UploadForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        form.file = { field: part.fieldname, filename: part.filename, bytes: await part.toBuffer() };
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge);
    throw new HttpError(400, MESSAGES.uploads.malformed);
  }
  return form;
}
