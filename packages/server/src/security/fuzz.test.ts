import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import type { RouteEntry } from '../http/routeTable';
import { startTestServer, type TestServer } from '../testing/testServer';
import { pathParam, query, rawBody } from './fuzzInputs';
import { secretsIn } from './secretScan';

// Without a collection the heap still holds garbage the next collection would free, and the check would measure
// the collector's timing instead of what requests left behind. Jest runs without --expose-gc: turn it on here.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

// Every registered route (the table is read at run time, so a new route is fuzzed without being named here) gets
// generated requests: wrong types, missing fields, ~1 MB strings, deep nesting, injection strings, __proto__ and
// constructor keys, bad JSON, wrong content types, with and without a session. No answer may be a 5xx; every error
// is the JSON error shape with a Portuguese message; no answer carries a hash or a token.

const TOTAL_INPUTS = Number(process.env.FUZZ_INPUTS ?? 10_000);

/** Routes fuzzed without the master's session only, and why. */
const ANONYMOUS_ONLY: Record<string, string> = {
  'POST /api/Usuarios/logout': 'would end the session every other generated request uses',
  'POST /api/Admin/visao-cliente':
    'would hand out client-view sessions; its input checks run anonymously too',
};

const ENGLISH = /\b(the|must|should|expected|invalid|body|request|unsupported|required|not found|error)\b/i;
const PORTUGUESE =
  /[ãõçéêáíóúâà]|\b(não|de|do|da|dos|das|o|os|as|e|um|uma|para|com|deve|campos?|ser|apenas|inválid[oa]s?)\b/i;

let t: TestServer;
let master: string;
let crmTokens: string[];
let answered = 0;

beforeAll(async () => {
  t = await startTestServer({
    // Generated e-mails repeat: the login delay would only slow the run, the limits themselves are still hit.
    RATE_LIMIT_MAX_LOGIN_DELAY_MS: '1',
    // Only a 5xx logs at this level: its stack is then in the test's output, the one trace a flaky run leaves.
    LOG_LEVEL: 'error',
  });
  master = await t.login('master@demo.com.br');
  crmTokens = ['acme-crm-token-demo'];
});
afterAll(() => t.close());

/** Percent-encodes a parameter; a lone surrogate becomes the invalid UTF-8 bytes it would be (also worth sending). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function fill(url: string, params: string[]): string {
  let index = 0;
  return url
    .replace(/:[A-Za-z]+/g, () => encode(params[index++] ?? '1'))
    .replace('*', () => encode(params[index++] ?? 'x'));
}

function checkAnswer(status: number, body: string, contentType: string | undefined): void {
  answered += 1;
  if (status >= 500) throw new Error(`5xx: ${status} ${body.slice(0, 300)}`);
  const secrets = secretsIn(body, [master, ...crmTokens]);
  if (secrets.length) throw new Error(`segredo na resposta: ${secrets.join(', ')}`);
  if (status < 400) return;
  if (!contentType?.includes('application/json')) throw new Error(`erro sem JSON: ${status} ${contentType}`);
  const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
  if (typeof message !== 'string' || !PORTUGUESE.test(message) || ENGLISH.test(message))
    throw new Error(`mensagem não está em português: ${status} ${body.slice(0, 300)}`);
}

const FIRST_PASS = 25;

const routeKeyOf = (route: RouteEntry) => `${route.method} ${route.url}`;

/** `runs` generated requests to one route; the first failure ends the run with a short report. */
async function fuzzRoute(route: RouteEntry, runs: number): Promise<void> {
  const key = routeKeyOf(route);
  const identities = ANONYMOUS_ONLY[key] ? [undefined] : [master, undefined, 'x'.repeat(43)];
  await fc.assert(
    fc.asyncProperty(
      fc.array(pathParam, { minLength: 3, maxLength: 3 }),
      query,
      rawBody,
      fc.constantFrom(...identities),
      async (params, search, body, token) => {
        const url = `${fill(route.url, params)}?${new URLSearchParams(search).toString()}`;
        const headers: Record<string, string> = {};
        if (token) headers.authorization = token;
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        if (hasBody && body.contentType) headers['content-type'] = body.contentType;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(hasBody && body.payload !== undefined ? { payload: body.payload } : {}),
        });
        checkAnswer(res.statusCode, res.body, res.headers['content-type']?.toString());
      },
    ),
    {
      numRuns: runs,
      endOnFailure: true,
      // The default report prints the whole counterexample: a 1 MB body would flood the output.
      reporter: (run) => {
        if (!run.failed) return;
        const example = JSON.stringify(run.counterexample).slice(0, 600);
        throw new Error(`${key} (seed ${run.seed}): ${String(run.errorInstance)}\n${example}`);
      },
    },
  );
}

describe('fuzzing every registered route', () => {
  it('never answers 5xx, always a Portuguese error, never a secret; memory stays bounded', async () => {
    const routes = t.server.routes;
    expect(routes.length).toBeGreaterThan(50);
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    // Every route gets FIRST_PASS inputs; the rest of the budget goes to the routes in inverse proportion to their
    // time per request, so a few slow routes (release folders, city search) do not stretch the run past ~90 s.
    const meanMs = new Map<string, number>();
    for (const route of routes) {
      const started = Date.now();
      await fuzzRoute(route, FIRST_PASS);
      meanMs.set(routeKeyOf(route), Math.max(1, (Date.now() - started) / FIRST_PASS));
    }
    const remaining = Math.max(0, TOTAL_INPUTS - FIRST_PASS * routes.length);
    const speed = routes.map((route) => 1 / (meanMs.get(routeKeyOf(route)) ?? 1));
    const totalSpeed = speed.reduce((a, b) => a + b, 0);
    for (const [index, route] of routes.entries())
      await fuzzRoute(route, Math.ceil((remaining * (speed[index] ?? 0)) / totalSpeed) || 1);
    expect(answered).toBeGreaterThanOrEqual(TOTAL_INPUTS);
    // Nothing a request left behind piles up (the 1 MB bodies included).
    collectGarbage();
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(300 * 1024 * 1024);
  }, 180_000);
});
