import { MESSAGES } from '@erp/domain';
import * as v from 'valibot';

/** A charge id in a path (`cob_…` of the local provider; a real provider's ids are of the same alphabet). */
export const chargeParams = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w.:-]{1,100}$/, MESSAGES.billing.chargeNotFound)),
});
