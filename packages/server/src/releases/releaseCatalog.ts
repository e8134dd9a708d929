import { catalogOf, type ReleaseCatalog } from '@erp/deployment';
import type { Database } from '../db/database';
import { remoteAtivas, remoteVersoes } from '../db/schema';
import type { Tx } from './releaseTarget';

/**
 * What is published and globally active, read from the database in one go: every API machine answers the same
 * registry, and a release, activation or rollback made through any of them shows on the next request.
 */
export async function loadReleaseCatalog(db: Database | Tx): Promise<ReleaseCatalog> {
  const [published, active] = await Promise.all([
    db
      .select({
        container: remoteVersoes.container,
        versao: remoteVersoes.versao,
        publicadaEm: remoteVersoes.publicadaEm,
      })
      .from(remoteVersoes),
    db
      .select({
        container: remoteAtivas.container,
        versao: remoteAtivas.versao,
        historico: remoteAtivas.historico,
      })
      .from(remoteAtivas),
  ]);
  return catalogOf(published, active);
}
