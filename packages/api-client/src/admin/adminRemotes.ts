import * as v from 'valibot';

/** A brand's canary of one area: a version served to a share of its visitors. */
export interface RemoteCanary {
  versao: string;
  percentual: number;
  carregamentos: number;
  erros: number;
  taxaErro: number;
}

/** One row of `GET Admin/remotes?idConfig=`: what a brand runs in one area and what it could run. */
export interface AdminRemoteArea {
  area: string;
  /** The container serving the area for the brand. */
  container: string;
  /** Every container that can serve the area. */
  containers: string[];
  /** Null while the container has never been released (nothing published yet). */
  versaoAtiva: string | null;
  /** Whether the version is pinned for the brand or the global active one. */
  origem: 'marca' | 'global';
  versoes: Array<{ versao: string; publicadaEm: string }>;
  anterior: string | null;
  canary: RemoteCanary | null;
}

export const AdminRemoteAreaSchema: v.GenericSchema<unknown, AdminRemoteArea> = v.object({
  area: v.string(),
  container: v.string(),
  containers: v.array(v.string()),
  versaoAtiva: v.optional(v.nullable(v.string()), null),
  origem: v.picklist(['marca', 'global']),
  versoes: v.optional(v.array(v.object({ versao: v.string(), publicadaEm: v.string() })), []),
  anterior: v.optional(v.nullable(v.string()), null),
  canary: v.optional(
    v.nullable(
      v.object({
        versao: v.string(),
        percentual: v.number(),
        carregamentos: v.number(),
        erros: v.number(),
        taxaErro: v.number(),
      }),
    ),
    null,
  ),
});

export const AdminRemoteAreaListSchema: v.GenericSchema<unknown, AdminRemoteArea[]> =
  v.array(AdminRemoteAreaSchema);
