import fc from 'fast-check';

/** Strings that have broken parsers, SQL, paths, templates and logs elsewhere. */
const INJECTION = [
  "' OR '1'='1",
  '1; DROP TABLE usuarios; --',
  '"; select pg_sleep(5); --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  '%00',
  '\ud800',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999999',
  '{"$where":"1"}',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
];

/** Just under the body limit once quoted (validation must refuse it) and well over it (413). */
const NEAR_LIMIT = 'a'.repeat(1_000_000);
const OVER_LIMIT = 'b'.repeat(1_100_000);

/** Field names the routes read, so generated bodies reach their validation and handlers, not only "unknown field". */
const FIELDS = [
  'email',
  'password',
  'senha',
  'confirmar',
  'senhaAntiga',
  'senhaNova',
  'userId',
  'usuarioId',
  'empresaId',
  'filialId',
  'planoId',
  'idConfig',
  'idConfigWhitelabel',
  'nome',
  'texto',
  'tipo',
  'link',
  'lido',
  'title',
  'token',
  'nota',
  'comentario',
  'filter',
  'where',
  'sistema',
  'ativo',
  'avatar',
  'dataInicial',
  'dataFinal',
  'cidade',
  'estado',
  'telefone',
  'cpfCnpj',
  'itens',
  'versao',
  'area',
  'id',
];

/** A value of any type, including the ones a field never expects. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...INJECTION),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.emailAddress(),
  fc.constant('x'.repeat(5000)),
);

const fieldObject = fc.dictionary(fc.constantFrom(...FIELDS), nastyValue, { maxKeys: 6 });

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A raw body text (JSON or not) and the content type it is sent with. */
export interface RawBody {
  payload: string | undefined;
  contentType: string | undefined;
}

const bodyText: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fieldObject.map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '{"__proto__":{"isAvanco":true,"master":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"email":"a@b.com","__proto__":{"password":"x"}}',
      '{"filter":"{\\"where\\":{\\"__proto__\\":{}}}"}',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(nested(64), nested(5000), '['.repeat(100_000) + ']'.repeat(100_000)),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom('{', '{"a":', 'null', '"texto"', '[]', '{}}', 'undefined', '\u0000'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(JSON.stringify({ email: OVER_LIMIT }), JSON.stringify({ nome: NEAR_LIMIT })),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=latin1',
      'image/png',
      undefined,
    ),
  },
);

export const rawBody: fc.Arbitrary<RawBody> = fc.record({ payload: bodyText, contentType });

/** A path parameter: ids, wrong types, encoded traversal, injection. */
export const pathParam: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: -5, max: 100_000 }).map(String),
  fc.constantFrom(...INJECTION),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('pdf', 'xlsx', 'signup', 'ncm', 'posicao-estoque', '1', '2'),
);

/** A query string: the LoopBack parameters as JSON of any shape, and anything else. */
export const query: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.constantFrom(
    'filter',
    'where',
    'params',
    'include',
    'idConfig',
    'sistema',
    'access_token',
    'empresaId',
    'x',
  ),
  fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.constantFrom(
      '{"where":{"empresaId":1}}',
      '{"where":{"or":[{"id":{"gt":0}}]},"limit":100000000}',
      '{"where":{"nome":{"like":"%\' OR 1=1 --"}}}',
      '{"order":"id; drop table usuarios"}',
      '{"fields":{"senhaHash":true}}',
      '{"include":"usuario"}',
      nested(2000),
    ),
    fc.constantFrom(...INJECTION),
    fc.string({ maxLength: 30 }),
  ),
  { maxKeys: 3 },
);
