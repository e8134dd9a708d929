import type { AlertaTipo } from '@erp/domain';

export interface DemoAlert {
  /** Who receives it. */
  email: string;
  tipo: AlertaTipo;
  texto: string;
  link?: string;
  permiteExcluir?: boolean;
  lido?: boolean;
  /** Days before the seed ran. */
  diasAtras: number;
}

/** A few alerts so the header's dropdown and badge have something to show (one with a link, one kept). */
export const DEMO_ALERTS: DemoAlert[] = [
  {
    email: 'admin@demo.com.br',
    tipo: 'info',
    texto: 'Bem-vindo ao ERP Demo! Confira as novidades do sistema.',
    permiteExcluir: false,
    diasAtras: 3,
  },
  {
    email: 'admin@demo.com.br',
    tipo: 'warning',
    texto: 'Seu certificado digital vence em 30 dias.',
    link: '/pages/configuracoes/certificado-digital',
    diasAtras: 1,
  },
  {
    email: 'admin@demo.com.br',
    tipo: 'success',
    texto: 'A importação de produtos foi concluída.',
    lido: true,
    diasAtras: 2,
  },
  { email: 'vendedor@demo.com.br', tipo: 'info', texto: 'Nova promoção cadastrada na loja.', diasAtras: 1 },
  {
    email: 'expirado@demo.com.br',
    tipo: 'warning',
    texto: 'Seu período de teste terminou. Contrate um plano para continuar.',
    link: '/planos',
    permiteExcluir: false,
    diasAtras: 0,
  },
  { email: 'admin@acme.com.br', tipo: 'info', texto: 'Bem-vindo ao Acme Gestão!', diasAtras: 1 },
];
