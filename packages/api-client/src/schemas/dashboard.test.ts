import * as v from 'valibot';
import { DashboardResumoSchema } from './dashboard';
import { PlanoListSchema } from './planos';

const resumo = {
  vendasHoje: '1234.50',
  vendasMes: 20000,
  quantidadeVendasHoje: 3,
  receberProximos7Dias: 10,
  pagarProximos7Dias: '0',
  receberVencido: 0,
  pagarVencido: 5.5,
  produtosEstoqueBaixo: 2,
  vendasUltimos30Dias: [{ data: '2026-11-22', total: '99.90' }],
};

describe('DashboardResumoSchema', () => {
  it('reads amounts sent as numbers or numeric strings', () => {
    const parsed = v.parse(DashboardResumoSchema, resumo);
    expect(parsed.vendasHoje).toBe(1234.5);
    expect(parsed.pagarProximos7Dias).toBe(0);
    expect(parsed.vendasUltimos30Dias).toEqual([{ data: '2026-11-22', total: 99.9 }]);
  });

  it('refuses a series day that is not yyyy-MM-dd and a text that is not a number', () => {
    const badDay = { ...resumo, vendasUltimos30Dias: [{ data: '22/11/2026', total: 1 }] };
    expect(v.safeParse(DashboardResumoSchema, badDay).success).toBe(false);
    expect(v.safeParse(DashboardResumoSchema, { ...resumo, vendasHoje: 'muito' }).success).toBe(false);
  });
});

describe('PlanoListSchema', () => {
  it('reads the price as a number and fills the optional description and modules', () => {
    const plano = { id: 1, idExterno: 'basico', configWhiteLabel: 1, nome: 'Básico', valorMensal: '79.90' };
    expect(v.parse(PlanoListSchema, [plano])).toEqual([
      { ...plano, valorMensal: 79.9, descricao: '', modulos: [], ativo: true },
    ]);
  });
});
