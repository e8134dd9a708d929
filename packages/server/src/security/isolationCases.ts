/**
 * Tenant isolation, route by route: what another company's user sends, aimed at the victim's rows. Every route of the
 * table needs an entry here, a case or an exemption with its reason (routeIsolation.test.ts fails otherwise), so a
 * new route is never left out by accident.
 */

import type { ListName } from '@erp/domain';
import { listCases, listChoiceCases } from './listIsolationCases';

/** The victim's rows (company "Mercado Demo Ltda" of brand 1, user admin@demo.com.br) the attackers aim at. */
export interface Victim {
  userId: number;
  empresaId: number;
  filialId: number;
  alertIds: number[];
  favoriteId: number;
  reportId: number;
  /** The company's sellers and product categories (report filter choices). */
  sellerIds: number[];
  categoryIds: number[];
  /** Plans are per brand: visible to every company of brand 1, never to brand 2. */
  brandPlanIds: number[];
  /** An open subscription charge of the victim's branch (its provider id). */
  chargeId: string;
  /** Ids of a first page of each business list of the victim (its customers, sales, payables…). */
  listIds: Record<ListName, number[]>;
  /** Ids of the victim's choices of each list filter with options, by `<resource>/opcoes/<field>` (its depósitos…). */
  choiceIds: Record<string, number[]>;
}

/** Who attacks: a user of another company of the same brand, or of another brand. */
export type Attacker = 'outraEmpresa' | 'outraMarca';

export interface IsolationCase {
  /** Path with its parameters filled, query included. */
  url(v: Victim): string;
  body?(v: Victim): unknown;
  attackers: Attacker[];
  /**
   * `denied`: the answer is 403 or 404. `noLeak`: any answer, but none of `leakIds` appears as an `id` in it, and a
   * count is 0. Either way the database is unchanged.
   */
  expect: 'denied' | { noLeak(v: Victim): number[] };
  /** A refusal answered with another 4xx than 403/404 on purpose, and why (the message still says the id is refused). */
  refusedWith?: { status: number; why: string };
}

export type IsolationEntry = IsolationCase | { exempt: string };

const both: Attacker[] = ['outraEmpresa', 'outraMarca'];
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
/** The development billing pages. */
const DEV_BILLING = 'development only, loopback only (devBilling.test.ts); never in production';
const OWN_DATA = 'no id, filter or where: answers only the caller’s own session data';
const ADMIN =
  'administration route: generated isolation over the admin route table in security/adminIsolation.test.ts';

const ROUTE_CASES: Record<string, IsolationEntry> = {
  'GET /api/ping': { exempt: 'public health check, no data' },
  'GET /api/health/live': { exempt: "load balancer's liveness check, no data" },
  'GET /api/health/ready': {
    exempt: "load balancer's readiness check: dependency names and states, no data",
  },
  'GET /api-list.json': { exempt: 'public by design: the API list every brand page reads before sign-in' },
  'GET /assets/*': { exempt: 'public brand assets of the seed (logos, covers), no tenant data' },
  'GET /dev/outbox': { exempt: 'development only, loopback only (system.test.ts); never in production' },
  'GET /api/ConfigWhiteLabels': { exempt: 'public by design: brand look and texts shown before sign-in' },
  'GET /api/ConfigWhiteLabels/:id': { exempt: 'public by design: one brand’s look, shown before sign-in' },
  'GET /api/ConfigWhiteLabels/imagem/:file': {
    exempt: 'public brand images (logo, favicon), shown before sign-in',
  },
  'GET /api/remotes': { exempt: 'public remote registry of a brand: entry URLs of static code, no data' },
  'GET /api/remotes/substituicao': {
    exempt:
      'public contract check of another build of a container: reads no tenant data (remoteOverride.test.ts)',
  },
  'PUT /api/deploy/:container/versoes/:versao/arquivos/*': {
    exempt: 'deploy API: a deploy token of one container is the credential, no tenant data (deploy.test.ts)',
  },
  'GET /api/deploy/:container': {
    exempt: 'deploy API: versions of one container for its deploy token, no tenant data (deploy.test.ts)',
  },
  'POST /api/deploy/:container/versoes/:versao': {
    exempt: 'deploy API: registers a version with the deploy token of its container (deploy.test.ts)',
  },
  'POST /api/deploy/:container/ativar': {
    exempt: 'deploy API: global activation with the deploy token of its container (deploy.test.ts)',
  },
  'POST /api/deploy/:container/rollback': {
    exempt: 'deploy API: global rollback with the deploy token of its container (deploy.test.ts)',
  },
  'POST /api/remotes/eventos': {
    exempt: 'public load-error reports of the host: writes a log line, reads nothing',
  },
  'POST /api/Usuarios/login': {
    exempt: 'public sign-in; brand of the page checked (usuarios/session.test.ts)',
  },
  'POST /api/Usuarios/reset': { exempt: 'public; answers nothing about the account but 204/404' },
  'POST /reset-password': { exempt: 'public; the link token is the credential (resetLinks.test.ts)' },
  'POST /api/Usuarios/primeiroAcesso': { exempt: 'public; the invitation token is the credential' },
  'POST /api/Usuarios/cadastro': { exempt: 'public sign-up of a new company; reads no other company' },
  'GET /api/Ceps/ufs': { exempt: 'public reference data (states)' },
  'GET /api/Ceps/ngcidades': { exempt: 'public reference data (cities)' },
  'GET /api/Ceps/findOne': { exempt: 'public reference data (postal codes)' },
  'GET /api/Usuarios/avatar/:file': {
    exempt: 'avatar images under random unguessable names, shown in headers',
  },
  'POST /api/Usuarios/avatar': { exempt: 'uploads the caller’s own avatar; takes no id' },
  'POST /api/Usuarios/logout': { exempt: OWN_DATA },
  'POST /api/Admin/visao-cliente/sair': {
    exempt: 'ends the caller’s own client-view session, nothing else (clientView.test.ts)',
  },
  'POST /api/Usuarios/alteraSenha': { exempt: 'userId must be the caller’s (passwordChange.test.ts: 403)' },
  'GET /api/Usuarios/getUserInfo': { exempt: OWN_DATA },
  'GET /api/Usuarios/obterfilialselecionada': { exempt: OWN_DATA },
  'GET /api/Usuarios/verificaFilial': { exempt: OWN_DATA },
  'GET /api/Usuarios/filiais': { exempt: OWN_DATA },
  'GET /api/Dashboard/resumo': { exempt: OWN_DATA },
  'GET /api/Alertas/obter': {
    attackers: both,
    url: () => '/api/Alertas/obter',
    expect: { noLeak: (v) => v.alertIds },
  },
  'GET /api/Alertas/list': {
    attackers: both,
    url: () => '/api/Alertas/list',
    expect: { noLeak: (v) => v.alertIds },
  },
  'GET /api/Alertas/pesquisar-alertas': {
    attackers: both,
    url: (v) =>
      `/api/Alertas/pesquisar-alertas?filter=${q({ where: { or: [{ usuarioId: v.userId }, { id: { inq: v.alertIds } }] } })}`,
    expect: { noLeak: (v) => v.alertIds },
  },
  'GET /api/Alertas/:id': { attackers: both, url: (v) => `/api/Alertas/${v.alertIds[0]}`, expect: 'denied' },
  'PUT /api/Alertas/:id': {
    attackers: both,
    url: (v) => `/api/Alertas/${v.alertIds[0]}`,
    body: () => ({ lido: true }),
    expect: 'denied',
  },
  'DELETE /api/Alertas/:id': {
    attackers: both,
    url: (v) => `/api/Alertas/${v.alertIds[0]}`,
    expect: 'denied',
  },
  'POST /api/Alertas': {
    attackers: both,
    url: () => '/api/Alertas',
    body: (v) => ({ usuarioId: v.userId, tipo: 'info', texto: 'isolamento' }),
    expect: 'denied',
  },
  'POST /api/Alertas/geral': {
    attackers: both,
    url: () => '/api/Alertas/geral',
    body: (v) => ({ empresaId: v.empresaId, tipo: 'info', texto: 'isolamento' }),
    expect: 'denied',
  },
  'PUT /api/Usuarios/:id': {
    attackers: both,
    url: (v) => `/api/Usuarios/${v.userId}`,
    body: () => ({ nome: 'Invasor' }),
    expect: 'denied',
  },
  'POST /api/Usuarios/selecionarFilial': {
    attackers: both,
    url: () => '/api/Usuarios/selecionarFilial',
    body: (v) => ({ filialId: v.filialId }),
    expect: 'denied',
  },
  'GET /api/Planos': {
    attackers: ['outraMarca'],
    url: () => `/api/Planos?filter=${q({ where: { configWhiteLabel: 1 } })}`,
    expect: { noLeak: (v) => v.brandPlanIds },
  },
  'GET /api/Planos/findOne': {
    attackers: ['outraMarca'],
    url: (v) => `/api/Planos/findOne?filter=${q({ where: { id: v.brandPlanIds[0] } })}`,
    expect: { noLeak: (v) => v.brandPlanIds },
  },
  'GET /api/Planos/:id': {
    attackers: ['outraMarca'],
    url: (v) => `/api/Planos/${v.brandPlanIds[0]}`,
    expect: 'denied',
  },
  'POST /api/Usuarios/contratarPlano': {
    attackers: both,
    url: () => '/api/Usuarios/contratarPlano',
    body: (v) => ({ filialId: v.filialId, planoId: v.brandPlanIds[0] }),
    expect: 'denied',
  },
  'POST /api/Usuarios/efetivarPlano': {
    attackers: both,
    url: () => '/api/Usuarios/efetivarPlano',
    body: (v) => ({ filialId: v.filialId, planoId: v.brandPlanIds[0] }),
    expect: 'denied',
  },
  'POST /api/Usuarios/migrarPlano': {
    attackers: both,
    url: () => '/api/Usuarios/migrarPlano',
    body: (v) => ({ filialId: v.filialId, planoId: v.brandPlanIds[0] }),
    expect: 'denied',
  },
  'GET /api/Cobrancas': {
    attackers: both,
    url: (v) => `/api/Cobrancas?filialId=${v.filialId}`,
    expect: 'denied',
  },
  'GET /api/Cobrancas/:id': {
    attackers: both,
    url: (v) => `/api/Cobrancas/${v.chargeId}`,
    expect: 'denied',
  },
  'POST /api/Cobrancas/webhook': {
    exempt: 'public: the provider’s HMAC signature is the credential (cobrancas.test.ts); takes no session',
  },
  'GET /dev/cobrancas': { exempt: DEV_BILLING },
  'POST /dev/cobrancas/:id/pagar': { exempt: DEV_BILLING },
  'GET /api/Favoritos': {
    attackers: both,
    url: () => '/api/Favoritos',
    expect: { noLeak: (v) => [v.favoriteId] },
  },
  'POST /api/Nps': { exempt: 'records the caller’s own satisfaction answer; takes no id' },
  'GET /api/Ajuda': { exempt: 'help links of the caller’s own brand (session brand); takes no id' },
  'POST /api/Favoritos': { exempt: 'adds to the caller’s own favourites; takes no id' },
  'DELETE /api/Favoritos/:id': {
    attackers: both,
    url: (v) => `/api/Favoritos/${v.favoriteId}`,
    expect: 'denied',
  },
  'GET /api/Relatorios': {
    attackers: both,
    url: (v) => `/api/Relatorios?filter=${q({ where: { id: v.reportId } })}`,
    expect: { noLeak: (v) => [v.reportId] },
  },
  'GET /api/Relatorios/count': {
    attackers: both,
    url: (v) => `/api/Relatorios/count?where=${q({ id: v.reportId })}`,
    expect: { noLeak: (v) => [v.reportId] },
  },
  'DELETE /api/Relatorios/:id': {
    attackers: both,
    url: (v) => `/api/Relatorios/${v.reportId}`,
    expect: 'denied',
  },
  'GET /api/Relatorios/:id/arquivo': {
    attackers: both,
    url: (v) => `/api/Relatorios/${v.reportId}/arquivo`,
    expect: 'denied',
  },
  'POST /api/Relatorios/:id/arquivo/link': {
    attackers: both,
    url: (v) => `/api/Relatorios/${v.reportId}/arquivo/link`,
    expect: 'denied',
  },
  'GET /api/Relatorios/opcoes/vendedores': {
    attackers: both,
    url: () => '/api/Relatorios/opcoes/vendedores',
    expect: { noLeak: (v) => v.sellerIds },
  },
  'GET /api/Relatorios/opcoes/categorias': {
    attackers: both,
    url: () => '/api/Relatorios/opcoes/categorias',
    expect: { noLeak: (v) => v.categoryIds },
  },
  'POST /api/Relatorios/gerar/:relatorio/:formato': {
    attackers: both,
    url: () => '/api/Relatorios/gerar/posicao-estoque/pdf',
    body: (v) => ({ filialId: v.filialId }),
    expect: 'denied',
    refusedWith: {
      status: 400,
      why: 'a filter id is data of the request: "A filial informada não está disponível"',
    },
  },
};

export const ISOLATION: Record<string, IsolationEntry> = {
  ...ROUTE_CASES,
  ...listCases(),
  ...listChoiceCases(),
};

/** Whether a route is covered by the admin area's own generated isolation test. */
export function adminExemption(admin: string | null): IsolationEntry | null {
  return admin ? { exempt: ADMIN } : null;
}
