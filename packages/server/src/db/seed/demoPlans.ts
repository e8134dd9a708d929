import type { PlanoModulo } from '@erp/domain';
import type { planos } from '../schema';

type PlanoInsert = typeof planos.$inferInsert;

const MODULOS: PlanoModulo[] = [
  { id: 1, nome: 'Financeiro', visivel: true },
  { id: 2, nome: 'Vendas', visivel: true },
  { id: 3, nome: 'Estoque', visivel: true },
  { id: 4, nome: 'Fiscal', visivel: true },
  { id: 5, nome: 'Relatórios', visivel: true },
];

const modulos = (...ids: number[]) => MODULOS.filter((m) => ids.includes(m.id));

/** Three plans per brand (spec 000 §3 "Plan"); `idExterno` is the plan's id in the billing system. */
export function demoPlans(idConfig: number): PlanoInsert[] {
  const prefix = idConfig === 1 ? 'DEMO' : 'ACME';
  return [
    {
      configWhiteLabel: idConfig,
      idExterno: `${prefix}-BASICO`,
      nome: 'Básico',
      descricao: 'Financeiro e vendas para quem está começando.',
      valorMensal: idConfig === 1 ? 89.9 : 79.9,
      modulos: modulos(1, 2),
    },
    {
      configWhiteLabel: idConfig,
      idExterno: `${prefix}-PROFISSIONAL`,
      nome: 'Profissional',
      descricao: 'Financeiro, vendas, estoque e relatórios.',
      valorMensal: idConfig === 1 ? 169.9 : 149.9,
      modulos: modulos(1, 2, 3, 5),
    },
    {
      configWhiteLabel: idConfig,
      idExterno: `${prefix}-COMPLETO`,
      nome: 'Completo',
      descricao: 'Todos os módulos, com emissão de notas fiscais.',
      valorMensal: idConfig === 1 ? 259.9 : 229.9,
      modulos: [...modulos(1, 2, 3, 5), { id: 4, nome: 'Fiscal', visivel: idConfig === 1 }],
    },
  ];
}

/** The plan of the seeded branches that already have a contract. */
export const CONTRACTED_PLAN_INDEX = 1;
