import type { RemoteArea } from '@erp/domain';
import type { AdminUser } from '../admin';
import type { Transaction } from '../db/database';
import type { BrandRow } from '../db/schema';
import type { AppContext } from '../http/context';

/** A transaction of the database, for writes that go with their audit row. */
export type Tx = Transaction;

/** Who does what to which brand's area: every action needs the same four things. */
export interface ReleaseTarget {
  ctx: AppContext;
  admin: AdminUser;
  brand: BrandRow;
  area: RemoteArea;
}

/** The audit log's `alvo` of a brand's container. */
export const alvo = (t: ReleaseTarget, container: string) =>
  `remotes/${t.brand.idConfig}/${t.area}/${container}`;
