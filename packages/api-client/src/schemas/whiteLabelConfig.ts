import {
  THEMES,
  WHITE_LABEL_MISC_FLAGS,
  WHITE_LABEL_MISC_TEXTS,
  type ApiListEntry,
  type ThemeName,
  type WhiteLabelConfig,
} from '@erp/domain';
import * as v from 'valibot';

const themeNames = Object.keys(THEMES) as ThemeName[];

/** A brand module with its menus (browser configuration and administration alike). */
export const ModuloSchema = v.object({
  id: v.number(),
  nome: v.optional(v.string(), ''),
  ativo: v.boolean(),
  menus: v.optional(v.array(v.string()), []),
});

/** Each key optional with the same schema. */
function optionalEach<K extends string, S extends v.GenericSchema>(keys: readonly K[], schema: S) {
  return Object.fromEntries(keys.map((key) => [key, v.optional(schema)])) as {
    [P in K]: v.OptionalSchema<S, undefined>;
  };
}

/**
 * A brand's `misc`, for the browser and for the administration. Open-ended brand configuration: keys this client does
 * not know yet are kept instead of stripped (and survive an admin's round trip).
 */
export const WhiteLabelMiscSchema = v.looseObject({
  ...optionalEach(WHITE_LABEL_MISC_TEXTS, v.string()),
  ...optionalEach(WHITE_LABEL_MISC_FLAGS, v.boolean()),
  capaAuth: v.optional(v.object({ tipo: v.picklist(['imagem', 'iframe', 'html']), valor: v.string() })),
});

/** `GET ConfigWhiteLabels/{id}`; an unknown theme falls back to azul rather than failing start-up. */
export const WhiteLabelConfigSchema: v.GenericSchema<unknown, WhiteLabelConfig> = v.looseObject({
  id: v.number(),
  idConfig: v.number(),
  title: v.string(),
  tema: v.fallback(v.picklist(themeNames), 'azul'),
  API_ENDPOINT: v.string(),
  modulos: v.optional(v.array(ModuloSchema), []),
  planoModulos: v.optional(v.array(ModuloSchema), []),
  documentos: v.optional(
    v.object({ termos: v.optional(v.string()), privacidade: v.optional(v.string()) }),
    {},
  ),
  imagens: v.optional(v.object({ logo: v.optional(v.string()), logo_branca: v.optional(v.string()) }), {}),
  urlPdv: v.optional(v.nullable(v.string())),
  possuiIntegracaoSuperlogica: v.optional(v.boolean()),
  misc: v.optional(WhiteLabelMiscSchema, {}),
});

/** `GET ConfigWhiteLabels?filter=`. */
export const WhiteLabelConfigListSchema: v.GenericSchema<unknown, WhiteLabelConfig[]> =
  v.array(WhiteLabelConfigSchema);

/** One entry of the API list JSON. */
export const ApiListEntrySchema: v.GenericSchema<unknown, ApiListEntry> = v.object({
  origin: v.string(),
  idConfig: v.number(),
  API_ENDPOINT: v.string(),
  default: v.optional(v.boolean()),
});

/** The API list JSON file. */
export const ApiListSchema: v.GenericSchema<unknown, ApiListEntry[]> = v.array(ApiListEntrySchema);
