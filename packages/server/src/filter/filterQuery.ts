import { MESSAGES } from '@erp/domain';
import * as v from 'valibot';

/** The `?filter=` query parameter every listing endpoint takes: LoopBack JSON text, parsed by `parseJsonParam`. */
export const FILTER_QUERY = v.object({
  filter: v.optional(
    v.pipe(
      v.string(MESSAGES.query.paramNotText('filter')),
      v.maxLength(4000, MESSAGES.query.paramTooLong('filter')),
    ),
  ),
});

/** The `?where=` query parameter of every count endpoint: LoopBack JSON text, parsed by `parseJsonParam`. */
export const WHERE_QUERY = v.object({
  where: v.optional(
    v.pipe(v.string(MESSAGES.query.whereNotText), v.maxLength(4000, MESSAGES.query.whereTooLong)),
  ),
});
