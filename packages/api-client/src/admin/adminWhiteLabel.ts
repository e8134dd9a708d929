import { THEMES, type AdminWhiteLabel, type ThemeName } from '@erp/domain';
import * as v from 'valibot';
import { ModuloSchema, WhiteLabelMiscSchema } from '../schemas/whiteLabelConfig';

/**
 * `PUT ConfigWhiteLabels/:idConfig`: any subset of the editable fields. `crm.token` omitted keeps the stored token,
 * `''` removes it (a changed `crm.baseUrl` removes it too). `origins`/`canonicalOrigin`: product-owner staff only.
 */
export type AdminWhiteLabelUpdate = Partial<
  Pick<
    AdminWhiteLabel,
    | 'title'
    | 'tema'
    | 'misc'
    | 'modulos'
    | 'planoModulos'
    | 'documentos'
    | 'capa'
    | 'remoteOverrides'
    | 'origins'
    | 'canonicalOrigin'
  >
> & { crm?: { stageId: number; baseUrl: string | null; token?: string } | null };

/** A brand as the administration's brand picker lists it. */
export interface BrandSummary {
  idConfig: number;
  title: string;
}

const themeNames = Object.keys(THEMES) as ThemeName[];
const text = v.optional(v.string());

export const AdminWhiteLabelSchema: v.GenericSchema<unknown, AdminWhiteLabel> = v.object({
  id: v.number(),
  idConfig: v.number(),
  title: v.string(),
  tema: v.fallback(v.picklist(themeNames), 'azul'),
  misc: v.optional(WhiteLabelMiscSchema, {}),
  modulos: v.optional(v.array(ModuloSchema), []),
  planoModulos: v.optional(v.array(ModuloSchema), []),
  documentos: v.optional(v.object({ termos: text, privacidade: text }), {}),
  imagens: v.optional(v.object({ logo: text, logo_branca: text, favicon: text }), {}),
  urlPdv: v.optional(v.nullable(v.string()), null),
  possuiIntegracaoSuperlogica: v.optional(v.boolean(), false),
  origins: v.optional(v.array(v.string()), []),
  canonicalOrigin: v.optional(v.nullable(v.string()), null),
  diasTrial: v.optional(v.number(), 0),
  remoteOverrides: v.optional(v.nullable(v.record(v.string(), v.string()), {}), {}),
  crm: v.optional(
    v.nullable(
      v.object({
        stageId: v.number(),
        baseUrl: v.optional(v.nullable(v.string()), null),
        possuiToken: v.boolean(),
      }),
    ),
    null,
  ),
  capa: v.optional(
    v.nullable(v.object({ tipo: v.picklist(['imagem', 'url', 'html']), valor: v.string() })),
    null,
  ),
  updatedAt: v.string(),
});

/** `POST ConfigWhiteLabels/upload`: where the stored logo or favicon is served from. */
export const BrandUploadSchema: v.GenericSchema<unknown, { url: string }> = v.object({
  url: v.pipe(v.string(), v.minLength(1)),
});

/** `GET ConfigWhiteLabels`: every brand, reduced to what the brand picker shows. */
export const BrandSummaryListSchema: v.GenericSchema<unknown, BrandSummary[]> = v.array(
  v.object({ idConfig: v.number(), title: v.string() }),
);
