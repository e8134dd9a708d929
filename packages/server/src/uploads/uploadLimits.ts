import { MESSAGES } from '@erp/domain';
import type { AppContext } from '../http/context';

/**
 * Counts an upload attempt against the user and the brand whose storage it would use (shared through Redis when
 * several API processes run); a 429 with Retry-After when either is over its limit. Every attempt counts, refused
 * ones included: checking an image costs the server the same either way.
 */
export async function countUploadAttempt(
  ctx: Pick<AppContext, 'limiter' | 'config'>,
  who: { userId: number; brandId: number },
): Promise<void> {
  const { windowMs, maxPerUser, maxPerBrand } = ctx.config.uploads;
  await ctx.limiter.reserve([
    {
      key: `envio:usuario:${who.userId}`,
      max: maxPerUser,
      windowMs,
      message: MESSAGES.uploads.tooManyByUser,
    },
    {
      key: `envio:marca:${who.brandId}`,
      max: maxPerBrand,
      windowMs,
      message: MESSAGES.uploads.tooManyByBrand,
    },
  ]);
}
