import { signupDisplay, signupFields, type UserInfo } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import { brands, cadastros, empresas, filiais, usuarioFiliais, usuarios } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { createSignup, trialEnd, type SignupInsert } from './createSignup';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** A valid brand-1 sign-up (one step; company, regime, name and phone shown, CPF/CNPJ hidden). */
const brand1 = (email: string, extra: Record<string, unknown> = {}) => ({
  empresa: 'Mercearia Nova',
  regime: 1,
  nome: 'Nina Nova',
  telefone: '(11) 9 8765-4321',
  email,
  emailconfirmar: email,
  senha: 'segredo1',
  confirmaSenha: 'segredo1',
  termos: true,
  idConfigWhitelabel: 1,
  naoCadastrasSuperlogica: false,
  ...extra,
});

/** A valid brand-2 sign-up (the two-step screen with CPF/CNPJ, state, city, segment and role). */
const brand2 = (email: string, extra: Record<string, unknown> = {}) => ({
  ...brand1(email),
  regime: undefined,
  cpfCnpj: '11.222.333/0001-81',
  estado: 'PR',
  cidade: '4106902',
  seguimento: 'padaria',
  cargo: 'Gerente',
  idConfigWhitelabel: 2,
  ...extra,
});

const signup = (payload: unknown, ip = '10.20.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Usuarios/cadastro',
    payload: payload as object,
    remoteAddress: ip,
  });

const count = async (table: typeof empresas | typeof usuarios | typeof filiais | typeof cadastros) =>
  (await t.server.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

describe('POST /api/Usuarios/cadastro', () => {
  it('creates the company, a trial branch and its administrator; the new account signs in', async () => {
    const referral = { id: 12, nome: 'Parceiro João' };
    const res = await signup(
      brand1('Nina@Nova.com.br', {
        emailconfirmar: 'nina@nova.com.br',
        indicante: encode(referral),
        campo1: 'google',
        campo2: 'cpc',
        campo4: 'black-friday',
        naoCadastrasSuperlogica: true,
        cpfCnpj: 'não aparece na marca 1',
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: number; userId: number }>();
    expect(body).toEqual({ id: expect.any(Number), userId: expect.any(Number) });

    const token = await t.login('nina@nova.com.br', 'segredo1');
    const info = await t.app.inject({
      url: '/api/Usuarios/getUserInfo?sistema=novoerp',
      headers: { authorization: token },
    });
    const user = info.json<UserInfo>();
    expect(user.nome).toBe('Nina Nova');
    expect(user.perfilAdmin).toBe(true);
    expect(user.empresaObj.nome).toBe('Mercearia Nova');
    expect(user.filialSelecionadaObj).toMatchObject({ trial: true, bloqueada: false });
    // Brand 1's trial length (15 days by default) from today in São Paulo.
    const expected = new Date(t.clock() - 3 * 3_600_000 + 15 * 86_400_000).toISOString().slice(0, 10);
    expect(String(user.filialSelecionadaObj.dataVencimento).slice(0, 10)).toBe(expected);

    const [record] = await t.server.db.select().from(cadastros).where(eq(cadastros.id, body.id));
    expect(record).toMatchObject({
      usuarioId: body.userId,
      regime: 1,
      telefone: '(11) 9 8765-4321',
      indicante: referral,
      campo1: 'google',
      campo2: 'cpc',
      campo3: null,
      campo4: 'black-friday',
      naoCadastrasSuperlogica: true,
      cidadeId: null,
    });
    const [empresa] = await t.server.db
      .select()
      .from(empresas)
      .where(eq(empresas.id, record?.empresaId ?? 0));
    expect(empresa?.cpfCnpj).toBeNull();
  });

  it("uses the brand's trial length and keeps the two-step answers", async () => {
    await t.server.db.update(brands).set({ diasTrial: 30 }).where(eq(brands.idConfig, 2));
    const res = await signup(brand2('acme.nova@empresa.com.br'));
    expect(res.statusCode).toBe(200);
    const [record] = await t.server.db.select().from(cadastros).where(eq(cadastros.id, res.json().id));
    expect(record).toMatchObject({
      cidadeId: 4106902,
      seguimento: 'padaria',
      cargo: 'Gerente',
      regime: null,
    });
    const [filial] = await t.server.db
      .select()
      .from(filiais)
      .where(eq(filiais.id, record?.filialId ?? 0));
    expect(filial).toMatchObject({ cpfCnpj: '11222333000181', ramoAtividade: 'Padaria', trial: true });
    const expected = new Date(t.clock() - 3 * 3_600_000 + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(filial?.dataVencimento).toBe(expected);
  });

  it("answers 'Registro duplicado' for an e-mail already in use, whatever its case", async () => {
    for (const email of ['ADMIN@demo.com.br', 'nina@nova.com.br']) {
      const res = await signup(brand1(email, { emailconfirmar: email.toLowerCase() }));
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Registro duplicado, verifique os dados e tente novamente');
    }
  });

  it('stores an invalid referral as no referral, and the sign-up still succeeds', async () => {
    const res = await signup(brand1('sem.indicacao@nova.com.br', { indicante: 'não é base64' }));
    expect(res.statusCode).toBe(200);
    const [record] = await t.server.db.select().from(cadastros).where(eq(cadastros.id, res.json().id));
    expect(record?.indicante).toBeNull();
  });

  it('refuses bad input with the screen’s Portuguese warning and creates nothing', async () => {
    const before = await Promise.all([count(empresas), count(usuarios), count(cadastros)]);
    const cases: [unknown, number, string][] = [
      [brand1(''), 400, 'O E-mail é obrigatório!'],
      [brand2('x@y.com.br', { emailconfirmar: undefined }), 400, 'Confirme o E-mail!'],
      [brand1('sem-arroba'), 400, 'E-mail: E-mail inválido!'],
      [brand1('a@b.com.br', { nome: '' }), 400, 'Informe o nome!'],
      [brand1('a@b.com.br', { empresa: ' ' }), 400, 'O nome da empresa é obrigatório!'],
      [brand1('a@b.com.br', { telefone: '' }), 400, 'O telefone é obrigatório!'],
      [brand1('a@b.com.br', { telefone: '1234' }), 400, 'Telefone: Formato inválido!'],
      [brand1('a@b.com.br', { regime: 99 }), 400, 'Regime tributário: Campo inválido!'],
      [brand1('a@b.com.br', { senha: '123', confirmaSenha: '123' }), 400, 'Senha: Mínimo 6 caracteres!'],
      [brand1('a@b.com.br', { confirmaSenha: 'outra12' }), 400, 'Confirmar senha: Os valores não conferem!'],
      [
        brand1('a@b.com.br', { termos: false }),
        400,
        'Você precisa aceitar os termos de uso e política de privacidade!',
      ],
      [brand2('a@b.com.br', { cpfCnpj: '11.222.333/0001-82' }), 400, 'CPF/CNPJ: Documento inválido.'],
      [brand2('a@b.com.br', { estado: '' }), 400, 'O Estado é obrigatório!'],
      [brand2('a@b.com.br', { cidade: '' }), 400, 'Informe a cidade!'],
      [brand2('a@b.com.br', { seguimento: '' }), 400, 'Informe o seguimento!'],
      [brand2('a@b.com.br', { cargo: '' }), 400, 'Informe o cargo!'],
      [
        brand2('a@b.com.br', { cidade: '3550308' }),
        400,
        'A cidade informada não pertence ao estado informado.',
      ],
      [brand1('a@b.com.br', { idConfigWhitelabel: 99 }), 400, 'Configuração de cadastro não encontrada.'],
      [brand1('a@b.com.br', { idWhitelabel: 2 }), 400, 'Configuração de cadastro não encontrada.'],
      [
        brand1('a@b.com.br', { idConfigWhitelabel: undefined }),
        400,
        'O campo idConfigWhitelabel é obrigatório.',
      ],
      [brand1('a@b.com.br', { regime: '1' }), 400, 'O campo regime deve ser um número.'],
      [
        brand1('a@b.com.br', { nome: 'x'.repeat(5000) }),
        400,
        'O campo nome deve ter no máximo 200 caracteres.',
      ],
      [
        brand1('a@b.com.br', { campo1: 'x'.repeat(256) }),
        400,
        'O campo campo1 deve ter no máximo 255 caracteres.',
      ],
      [[1, 2], 400, 'O corpo da requisição deve ser um objeto JSON.'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await signup(payload);
      expect({ status: res.statusCode, message: res.json().error?.message }).toEqual({ status, message });
    }
    expect(await Promise.all([count(empresas), count(usuarios), count(cadastros)])).toEqual(before);
  });

  it('refuses sign-ups for a brand that disabled them', async () => {
    const [brand] = await t.server.db.select().from(brands).where(eq(brands.idConfig, 2));
    await t.server.db
      .update(brands)
      .set({ misc: { ...brand?.misc, permiteCadastro: false } })
      .where(eq(brands.idConfig, 2));
    const res = await signup(brand2('fechado@empresa.com.br'));
    await t.server.db.update(brands).set({ misc: brand?.misc }).where(eq(brands.idConfig, 2));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('O cadastro de avaliação não está disponível para esta marca.');
  });
});

/** A brand-1 sign-up as createSignup receives it, once validated. */
const BODY = {
  empresa: 'Empresa Atômica',
  regime: 1,
  nome: 'Ana Atômica',
  telefone: '(11) 3333-4444',
  email: 'atomica@empresa.com.br',
  senha: 'segredo1',
  confirmaSenha: 'segredo1',
  termos: true,
  idConfigWhitelabel: 1,
  naoCadastrasSuperlogica: false,
};

const counts = async () =>
  Promise.all(
    [empresas, filiais, usuarios, usuarioFiliais, cadastros].map(
      async (table) => (await t.server.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n,
    ),
  );

describe('createSignup', () => {
  it.each<SignupInsert>(['empresa', 'filial', 'usuario', 'usuarioFilial', 'cadastro'])(
    'leaves nothing behind when the step after the %s insert fails',
    async (failing) => {
      const [brand] = await t.server.db.select().from(brands).where(eq(brands.idConfig, 1));
      if (!brand) throw new Error('marca 1 ausente');
      const before = await counts();
      const fields = signupFields('oneStep', signupDisplay(brand.misc));
      await expect(
        createSignup(t.server.db, brand, BODY, {
          fields,
          senhaHash: 'hash',
          now: t.clock(),
          afterInsert: (step) => {
            if (step === failing) throw new Error(`falha injetada após ${step}`);
          },
        }),
      ).rejects.toThrow(`falha injetada após ${failing}`);
      expect(await counts()).toEqual(before);
      const found = await t.server.db.select().from(usuarios).where(eq(usuarios.email, BODY.email));
      expect(found).toEqual([]);
    },
  );

  it('counts the trial from today in São Paulo', () => {
    // 02:00 UTC on 1 March is still 28 February in São Paulo.
    expect(trialEnd(Date.UTC(2025, 2, 1, 2), 15)).toBe('2025-03-15');
    expect(trialEnd(Date.UTC(2025, 2, 1, 12), 15)).toBe('2025-03-16');
  });
});
