import * as v from 'valibot';
import { userInfoBody } from '../test/entities';
import { AlertaResumoSchema } from './headerBar';
import { PlanoSchema } from './planos';
import { UserInfoSchema } from './userInfo';

// Answers of the server's main-area calls, as the server writes them.
describe('main area schemas', () => {
  it('reads Alertas/list with its unread count and refuses a negative count', () => {
    const body = {
      alertas: [
        {
          id: 1,
          tipo: 'info',
          texto: 'Olá',
          data: '2026-11-20T13:00:00.000Z',
          link: null,
          permiteExcluir: true,
          lido: false,
        },
      ],
      naoLidos: 1,
    };
    expect(v.parse(AlertaResumoSchema, body)).toEqual(body);
    expect(v.safeParse(AlertaResumoSchema, { ...body, naoLidos: -1 }).success).toBe(false);
  });

  it('reads a plan with its active flag (true when absent)', () => {
    const plano = {
      id: 2,
      nome: 'Profissional',
      descricao: 'Financeiro, vendas, estoque e relatórios.',
      valorMensal: 169.9,
      modulos: [{ id: 1, nome: 'Financeiro', visivel: true }],
      idExterno: 'DEMO-PROFISSIONAL',
      configWhiteLabel: 1,
      ativo: false,
    };
    expect(v.parse(PlanoSchema, plano)).toEqual(plano);
    const { ativo: _ativo, ...withoutFlag } = plano;
    expect(v.parse(PlanoSchema, withoutFlag).ativo).toBe(true);
  });

  it('reads the user-info additions, with safe defaults from an older server', () => {
    const info = v.parse(UserInfoSchema, userInfoBody);
    expect(info).toMatchObject({ configuracaoBoleto: { id: 3 }, quantidadeLocaisEstoque: 2 });
    expect(info.filialSelecionadaObj.planoId).toBeNull();
    const { configuracaoBoleto: _boleto, quantidadeLocaisEstoque: _locais, ...older } = userInfoBody;
    expect(v.parse(UserInfoSchema, older)).toMatchObject({
      configuracaoBoleto: null,
      quantidadeLocaisEstoque: 0,
    });
    expect(info.visaoCliente).toBeNull();
    const viewing = { ...userInfoBody, visaoCliente: { empresaId: 7, nome: 'Mercado Demo Ltda' } };
    expect(v.parse(UserInfoSchema, viewing).visaoCliente).toEqual({
      empresaId: 7,
      nome: 'Mercado Demo Ltda',
    });
    expect(v.safeParse(UserInfoSchema, { ...userInfoBody, quantidadeLocaisEstoque: 1.5 }).success).toBe(
      false,
    );
  });
});
