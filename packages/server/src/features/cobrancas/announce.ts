import type { AppContext } from '../../http/context';
import { notify } from '../../realtime/notify';
import { chargeView } from './chargeQueries';
import type { SettledCharge } from './settlement';

/** Realtime event a company's sessions receive when one of its charges is paid (the plans screen and the banner). */
export const CHARGE_PAID_EVENT = 'cobranca';

/** Tells the company's open sessions that a charge was paid: the plans screen updates, the block lifts at once. */
export async function announcePaidCharge(ctx: AppContext, settled: SettledCharge): Promise<void> {
  const view = await chargeView(ctx.db, settled.charge, ctx.clock());
  notify(ctx.io, { companyId: settled.charge.empresaId }, CHARGE_PAID_EVENT, view);
}
