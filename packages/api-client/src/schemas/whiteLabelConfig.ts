import { THEMES, type ApiListEntry, type ThemeName, type WhiteLabelConfig } from '@erp/domain';
import * as v from 'valibot';

const themeNames = Object.keys(THEMES) as ThemeName[];

const ModuloSchema = v.object({
  id: v.number(),
  nome: v.optional(v.string(), ''),
  ativo: v.boolean(),
  menus: v.optional(v.array(v.string()), []),
});

// misc is open-ended brand configuration: keep keys this client does not know yet instead of stripping them.
const MiscSchema = v.looseObject({
  textoDestaqueCadastro: v.optional(v.string()),
  textoAlertaCadastro: v.optional(v.string()),
  exibirCpfCnpj: v.optional(v.boolean()),
  exibirNomeUsuario: v.optional(v.boolean()),
  exibirNomeEmpresa: v.optional(v.boolean()),
  exibirTelefone: v.optional(v.boolean()),
  exibirRegime: v.optional(v.boolean()),
  permiteCadastro: v.optional(v.boolean()),
  customThemeColor: v.optional(v.string()),
  secondaryThemeColor: v.optional(v.string()),
  linkFavicon: v.optional(v.string()),
  scriptIncorporar: v.optional(v.string()),
  scriptLink: v.optional(v.string()),
  adobeAnalytics: v.optional(v.boolean()),
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
  misc: v.optional(MiscSchema, {}),
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
