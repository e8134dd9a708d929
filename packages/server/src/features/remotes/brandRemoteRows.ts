import {
  CONTAINERS,
  DEFAULT_CONTAINER_BY_AREA,
  findContainer,
  type PublishedVersion,
  type ReleaseCatalog,
} from '@erp/deployment';
import type { RemoteArea } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { remoteCanaries, remoteVersoesMarca, type BrandRow } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { loadReleaseCatalog } from '../../releases/releaseCatalog';

/** A canary as the admin screen shows it: its share and how it is doing. */
export interface CanaryView {
  versao: string;
  percentual: number;
  carregamentos: number;
  erros: number;
  /** Errors over reports (loads + errors), 0..1. */
  taxaErro: number;
}

/** One area of a brand on the admin screen (`GET /api/Admin/remotes?idConfig=`). */
export interface BrandRemoteRow {
  area: RemoteArea;
  container: string;
  containers: string[];
  versaoAtiva: string | null;
  origem: 'marca' | 'global';
  versoes: PublishedVersion[];
  anterior: string | null;
  canary: CanaryView | null;
}

export const AREAS = Object.keys(DEFAULT_CONTAINER_BY_AREA) as RemoteArea[];

export function isArea(value: string): value is RemoteArea {
  return (AREAS as string[]).includes(value);
}

/** The container serving an area for a brand: its override when that names a container of the area. */
export function containerFor(brand: Pick<BrandRow, 'remoteOverrides'>, area: RemoteArea): string {
  const override = brand.remoteOverrides[area];
  return override && findContainer(override)?.area === area ? override : DEFAULT_CONTAINER_BY_AREA[area];
}

/** The version before the last one of a history (what a rollback goes back to). */
const previousOf = (historico: readonly string[]): string | null => historico[historico.length - 2] ?? null;

/** Errors over reports; a canary nobody has loaded yet has none. */
export function errorRate(carregamentos: number, erros: number): number {
  const total = carregamentos + erros;
  return total === 0 ? 0 : erros / total;
}

/** The brand's pins and canaries, by container, with the global catalog they fall back on. */
export async function releaseStateOf(db: Database, brandId: number) {
  const [catalog, pins, canaries] = await Promise.all([
    loadReleaseCatalog(db),
    db.select().from(remoteVersoesMarca).where(eq(remoteVersoesMarca.brandId, brandId)),
    db.select().from(remoteCanaries).where(eq(remoteCanaries.brandId, brandId)),
  ]);
  return {
    catalog,
    pins: new Map(pins.map((p) => [p.container, p])),
    canaries: new Map(canaries.map((c) => [c.container, c])),
  };
}

/** A brand's pin of a container while its version is still published (else the brand follows the global one). */
export function livePin<P extends { versao: string }>(
  catalog: ReleaseCatalog,
  container: string,
  pin: P | undefined,
): P | undefined {
  return pin && catalog.isPublished(container, pin.versao) ? pin : undefined;
}

type ReleaseState = Awaited<ReturnType<typeof releaseStateOf>>;

/** One area of a brand with its container, versions, pin and canary. */
function rowOf(brand: BrandRow, { catalog, pins, canaries }: ReleaseState, area: RemoteArea): BrandRemoteRow {
  const container = containerFor(brand, area);
  const pinLive = livePin(catalog, container, pins.get(container));
  const canary = canaries.get(container);
  return {
    area,
    container,
    containers: CONTAINERS.filter((c) => c.area === area).map((c) => c.name),
    versaoAtiva: pinLive?.versao ?? catalog.active(container),
    origem: pinLive ? 'marca' : 'global',
    versoes: catalog.versions(container),
    anterior: previousOf(pinLive?.historico ?? catalog.history(container)),
    canary: canary
      ? {
          versao: canary.versao,
          percentual: canary.percentual,
          carregamentos: canary.carregamentos,
          erros: canary.erros,
          taxaErro: errorRate(canary.carregamentos, canary.erros),
        }
      : null,
  };
}

/** Every area of a brand with its container, versions, pin and canary. */
export async function brandRemoteRows(ctx: AppContext, brand: BrandRow): Promise<BrandRemoteRow[]> {
  const state = await releaseStateOf(ctx.db, brand.id);
  return AREAS.map((area) => rowOf(brand, state, area));
}

/** The row of one area (what the write endpoints answer). */
export async function brandRemoteRow(
  ctx: AppContext,
  brand: BrandRow,
  area: RemoteArea,
): Promise<BrandRemoteRow> {
  return rowOf(brand, await releaseStateOf(ctx.db, brand.id), area);
}
