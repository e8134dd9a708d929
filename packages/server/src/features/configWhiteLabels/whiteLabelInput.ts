import {
  ADMIN_MESSAGES,
  isHttpUrl,
  MESSAGES,
  THEMES,
  type ThemeName,
  type WHITE_LABEL_MISC_KEYS,
} from '@erp/domain';
import * as v from 'valibot';
import { normaliseOrigin, originRefusal } from '../../brands/origins/originRules';
import { COVER_HTML_MAX_BYTES } from './sanitizeHtml';

const M = ADMIN_MESSAGES;
const TEXT_MAX = 500;

const text = (campo: string, max = TEXT_MAX) =>
  v.pipe(
    v.string(MESSAGES.apiFields.text(campo)),
    v.maxLength(max, MESSAGES.apiFields.maxLength(campo, max)),
    v.check((value) => !value.includes('\u0000'), MESSAGES.apiFields.invalidChars(campo)),
  );

/** An absolute http(s) URL. */
const httpUrl = (campo: string) => v.pipe(text(campo, 2000), v.check(isHttpUrl, M.invalidUrl(campo)));

/** An http(s) URL or a path this API serves (`/assets/...`, uploads). */
const assetUrl = (campo: string) =>
  v.pipe(
    text(campo, 2000),
    v.check((value) => isHttpUrl(value) || /^\/assets\/[\w./-]+$/.test(value), M.invalidUrl(campo)),
  );

/** A document link; '' removes it. */
const documentUrl = (campo: string) =>
  v.pipe(
    text(campo, 2000),
    v.check(
      (value) => value === '' || isHttpUrl(value) || /^\/assets\/[\w./-]+$/.test(value),
      M.invalidUrl(campo),
    ),
  );

const color = (campo: string) =>
  v.pipe(v.string(M.invalidColor(campo)), v.regex(/^#[0-9a-fA-F]{6}$/, M.invalidColor(campo)));

const bool = (campo: string) => v.boolean(MESSAGES.apiFields.boolean(campo));

const integer = (campo: string, min: number, max: number) =>
  v.pipe(
    v.number(MESSAGES.apiFields.integer(campo)),
    v.integer(MESSAGES.apiFields.integer(campo)),
    v.minValue(min, MESSAGES.apiFields.min(campo, min)),
    v.maxValue(max, MESSAGES.apiFields.max(campo, max)),
  );

const tema = v.picklist(Object.keys(THEMES) as ThemeName[], M.invalidTheme);

const modulo = v.strictObject({
  id: integer('modulos.id', 1, 1_000_000),
  nome: text('modulos.nome', 100),
  ativo: bool('modulos.ativo'),
  menus: v.pipe(
    v.array(text('modulos.menus', 200)),
    v.maxLength(500, MESSAGES.apiFields.maxLength('modulos.menus', 500)),
  ),
});
const modulos = (campo: string) =>
  v.pipe(
    v.array(modulo, MESSAGES.apiFields.list(campo)),
    v.maxLength(200, ADMIN_MESSAGES.tooManyModules(campo)),
  );

/** The misc settings an admin edits; the cover is edited as `capa`. */
const misc = v.strictObject(
  {
    textoDestaqueCadastro: v.optional(text('textoDestaqueCadastro')),
    textoAlertaCadastro: v.optional(text('textoAlertaCadastro')),
    exibirCpfCnpj: v.optional(bool('exibirCpfCnpj')),
    exibirNomeUsuario: v.optional(bool('exibirNomeUsuario')),
    exibirNomeEmpresa: v.optional(bool('exibirNomeEmpresa')),
    exibirTelefone: v.optional(bool('exibirTelefone')),
    exibirRegime: v.optional(bool('exibirRegime')),
    permiteCadastro: v.optional(bool('permiteCadastro')),
    customThemeColor: v.optional(color('customThemeColor')),
    secondaryThemeColor: v.optional(color('secondaryThemeColor')),
    linkFavicon: v.optional(assetUrl('linkFavicon')),
    scriptIncorporar: v.optional(text('scriptIncorporar')),
    scriptLink: v.optional(httpUrl('scriptLink')),
    adobeAnalytics: v.optional(bool('adobeAnalytics')),
  } satisfies Record<(typeof WHITE_LABEL_MISC_KEYS)[number], v.GenericSchema>,
  ADMIN_MESSAGES.unknownMiscField,
);

const capa = v.nullable(
  v.variant(
    'tipo',
    [
      v.strictObject({ tipo: v.literal('imagem'), valor: assetUrl('capa.valor') }),
      v.strictObject({ tipo: v.literal('url'), valor: httpUrl('capa.valor') }),
      v.strictObject({
        tipo: v.literal('html'),
        valor: v.pipe(
          v.string(MESSAGES.apiFields.text('capa.valor')),
          v.check((value) => Buffer.byteLength(value) <= COVER_HTML_MAX_BYTES, M.coverTooLarge),
        ),
      }),
    ],
    ADMIN_MESSAGES.coverKind,
  ),
);

const crm = v.nullable(
  v.strictObject({
    stageId: integer('crm.stageId', 1, 2_147_483_647),
    baseUrl: v.optional(v.nullable(httpUrl('crm.baseUrl'))),
    /** Omitted: keep the stored token; '': remove it. */
    token: v.optional(text('crm.token', 500)),
  }),
);

/** A browser origin, https unless loopback, stored normalised (lower case, no trailing slash). */
const origin = (campo: string) =>
  v.pipe(
    text(campo, 200),
    v.check(
      (value) => originRefusal(value) === null,
      (issue) => originRefusal(String(issue.input)) ?? M.invalidUrl(campo),
    ),
    v.transform((value) => normaliseOrigin(value) ?? value),
  );

/** Fields of a brand an admin may write (all optional: a PUT changes what it names). */
const brandFields = {
  title: v.optional(v.pipe(text('title', 100), v.minLength(1, MESSAGES.apiFields.required('title')))),
  tema: v.optional(tema),
  misc: v.optional(misc),
  modulos: v.optional(modulos('modulos')),
  planoModulos: v.optional(modulos('planoModulos')),
  documentos: v.optional(
    v.strictObject({
      termos: v.optional(documentUrl('documentos.termos')),
      privacidade: v.optional(documentUrl('documentos.privacidade')),
    }),
  ),
  imagens: v.optional(
    v.strictObject({
      logo: v.optional(assetUrl('imagens.logo')),
      logo_branca: v.optional(assetUrl('imagens.logo_branca')),
    }),
  ),
  urlPdv: v.optional(v.nullable(httpUrl('urlPdv'))),
  possuiIntegracaoSuperlogica: v.optional(bool('possuiIntegracaoSuperlogica')),
  origins: v.optional(v.pipe(v.array(origin('origins')), v.maxLength(20, ADMIN_MESSAGES.tooManyOrigins))),
  canonicalOrigin: v.optional(v.nullable(origin('canonicalOrigin'))),
  diasTrial: v.optional(integer('diasTrial', 1, 9999)),
  remoteOverrides: v.optional(v.record(v.string(), v.string(ADMIN_MESSAGES.remoteNotText))),
  crm: v.optional(crm),
  capa: v.optional(capa),
};

/** `PUT ConfigWhiteLabels/:idConfig`: a partial brand. */
export const whiteLabelUpdateBody = v.strictObject(brandFields, ADMIN_MESSAGES.unknownConfigField);

/** `POST ConfigWhiteLabels` (staff): a new brand needs its number and title. */
export const whiteLabelCreateBody = v.strictObject(
  {
    ...brandFields,
    idConfig: integer('idConfig', 1, 2_147_483_647),
    title: v.pipe(text('title', 100), v.minLength(1, MESSAGES.apiFields.required('title'))),
    tema,
  },
  ADMIN_MESSAGES.unknownConfigField,
);

export type WhiteLabelUpdate = v.InferOutput<typeof whiteLabelUpdateBody>;
