import { signupDisplay, signupFields } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import { brands, cadastros, empresas, filiais, usuarioFiliais, usuarios } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { createSignup, trialEnd, type SignupInsert } from './createSignup';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

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
