import type { InjectOptions } from 'fastify';
import { trialSignupBody } from '../features/cadastro/signupTestKit';

/**
 * Public endpoints that name a brand (an `idConfig`, a brand id, or the brand of the page through its Origin): what an
 * anonymous caller sends naming brand 2, or naming brand 2 from brand 1's side. Every public route needs an entry
 * here, a case or `brandFree` with its reason (publicBrandIsolation.test.ts fails otherwise).
 */

/** Brand 1 (the victim, ERP Demo) and brand 2 (the brand the request names, Acme), as the cases need them. */
export interface Brands {
  victimBrandId: number;
  victimIdConfig: 1;
  namedBrandId: number;
  namedIdConfig: 2;
}

export interface PublicBrandCase {
  /** The requests, anonymous, each naming brand 2 (or brand 1's user through brand 2's page). */
  requests(b: Brands): InjectOptions[];
  /** Why the answer is right (besides: never a 5xx, no secret, brand 1 unchanged), checked on each answer. */
  check?(answer: { statusCode: number; body: string }, b: Brands): void;
}

export type PublicBrandEntry = PublicBrandCase | { brandFree: string };

const ACME_ORIGIN = 'http://127.0.0.1:8080';
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The deploy API: its token is scoped to one container and names no brand. */
const DEPLOY_TOKEN = 'deploy API: a container-scoped deploy token, no brand named';
/** Reference data (states, cities, postal codes), the same for every brand. */
const REFERENCE_DATA = 'reference data shared by every brand';
/** The load balancer's probes. */
const PROBE = 'load balancer probe, no brand';
/** The development billing pages. */
const DEV_BILLING = 'development only, loopback peer, Host and Origin (billing tests)';

/** Every field of a stored brand that is nobody's business but the server's and the product owner's. */
export const SERVER_ONLY_FIELDS = [
  '"crm"',
  '"tokenBaseUrl"',
  '"origins"',
  '"remoteOverrides"',
  '"canonicalOrigin"',
];

export const PUBLIC_BRAND_CASES: Record<string, PublicBrandEntry> = {
  'GET /api/remotes': {
    requests: (b) => [
      { method: 'GET', url: `/api/remotes?idConfig=${b.namedIdConfig}` },
      { method: 'GET', url: '/api/remotes?idConfig=999999' },
    ],
  },
  'POST /api/remotes/eventos': {
    // Load and error reports of brand 2's visitors count for brand 2 only: brand 1's canary is never rolled back.
    requests: (b) => [
      {
        method: 'POST',
        url: '/api/remotes/eventos',
        payload: {
          idConfig: b.namedIdConfig,
          eventos: [{ container: 'signup', versao: '0.0.1', tipo: 'erro', mensagem: 'isolamento' }],
        },
      },
    ],
  },
  'POST /api/Usuarios/cadastro': {
    requests: (b) => [
      { method: 'POST', url: '/api/Usuarios/cadastro', payload: trialSignupBody(b.namedIdConfig) },
      // Brand 2's number with brand 1's id: refused, not filed under either.
      {
        method: 'POST',
        url: '/api/Usuarios/cadastro',
        payload: trialSignupBody(b.namedIdConfig, { idWhitelabel: b.victimBrandId }),
      },
      { method: 'POST', url: '/api/Usuarios/cadastro', payload: trialSignupBody(999999) },
    ],
  },
  'GET /api/ConfigWhiteLabels': {
    requests: (b) => [
      { method: 'GET', url: `/api/ConfigWhiteLabels?filter=${q({ where: { idConfig: b.namedIdConfig } })}` },
      { method: 'GET', url: '/api/ConfigWhiteLabels' },
    ],
    check: (answer) => SERVER_ONLY_FIELDS.forEach((field) => expectAbsent(answer.body, field)),
  },
  'GET /api/ConfigWhiteLabels/:id': {
    requests: (b) => [
      { method: 'GET', url: `/api/ConfigWhiteLabels/${b.namedBrandId}` },
      { method: 'GET', url: `/api/ConfigWhiteLabels/${b.victimBrandId}` },
    ],
    check: (answer) => SERVER_ONLY_FIELDS.forEach((field) => expectAbsent(answer.body, field)),
  },
  'POST /api/Usuarios/login': {
    // Brand 1's account from brand 2's page: refused (usuarios/session.test.ts has the details).
    requests: () => [
      {
        method: 'POST',
        url: '/api/Usuarios/login?include=user',
        headers: { origin: ACME_ORIGIN },
        payload: { email: 'admin@demo.com.br', password: 'demo123' },
      },
    ],
    check: (answer) => {
      if (answer.statusCode < 400)
        throw new Error(`conta da marca 1 entrou pela página da marca 2: ${answer.body}`);
    },
  },
  'POST /api/Usuarios/reset': {
    // Brand 2's page asking for brand 1's account: the link still goes to brand 1's canonical origin
    // (publicBrandIsolation.test.ts reads the outbox).
    requests: () => [
      {
        method: 'POST',
        url: '/api/Usuarios/reset',
        headers: { origin: ACME_ORIGIN, host: '127.0.0.1:8080', 'x-forwarded-host': 'evil.example' },
        payload: { email: 'admin@demo.com.br' },
      },
    ],
  },
  'GET /api/ping': { brandFree: 'health check, no brand' },
  'GET /api-list.json': {
    brandFree: 'lists every brand’s origins by design (each origin belongs to one brand)',
  },
  'GET /assets/*': { brandFree: 'static files of the seeded brands, public by design' },
  'GET /dev/outbox': { brandFree: 'development only, loopback only (system.test.ts)' },
  'GET /api/ConfigWhiteLabels/imagem/:file': { brandFree: 'an image by its unguessable stored name' },
  'GET /api/Usuarios/avatar/:file': { brandFree: 'an avatar by its unguessable stored name' },
  'POST /reset-password': { brandFree: 'the link token names the account, hence the brand' },
  'POST /api/Usuarios/primeiroAcesso': {
    brandFree: 'the invitation token names the account, hence the brand',
  },
  'GET /api/Relatorios/:id/arquivo': {
    brandFree: 'a report file by its own download link, which names the user',
  },
  'POST /api/Cobrancas/webhook': {
    brandFree: 'the signed charge names the branch, hence the brand (billing tests)',
  },
  'GET /dev/cobrancas': { brandFree: DEV_BILLING },
  'POST /dev/cobrancas/:id/pagar': { brandFree: DEV_BILLING },
  'GET /api/remotes/substituicao': {
    brandFree: 'whether a container may load another build (container and entry): no brand named',
  },
  'GET /api/deploy/:container': { brandFree: DEPLOY_TOKEN },
  'POST /api/deploy/:container/versoes/:versao': { brandFree: DEPLOY_TOKEN },
  'POST /api/deploy/:container/ativar': { brandFree: DEPLOY_TOKEN },
  'POST /api/deploy/:container/rollback': { brandFree: DEPLOY_TOKEN },
  'PUT /api/deploy/:container/versoes/:versao/arquivos/*': { brandFree: DEPLOY_TOKEN },
  'GET /api/health/live': { brandFree: PROBE },
  'GET /api/health/ready': { brandFree: PROBE },
  'GET /api/Ceps/ufs': { brandFree: REFERENCE_DATA },
  'GET /api/Ceps/ngcidades': { brandFree: REFERENCE_DATA },
  'GET /api/Ceps/findOne': { brandFree: REFERENCE_DATA },
};

function expectAbsent(body: string, field: string): void {
  if (body.includes(field))
    throw new Error(`campo só do servidor ${field} numa resposta pública: ${body.slice(0, 200)}`);
}
