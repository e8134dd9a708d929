import { ExternalSystem, PermissionLevel, type PermissionKey } from '@erp/domain';
import type { BusinessVolume } from './business/volume';

/** A user of the demo data; every one signs in with DEMO_PASSWORD. */
export interface DemoUser {
  email: string;
  nome: string;
  cpfCnpj?: string;
  flags?: Partial<
    Record<
      'perfilAdmin' | 'suporteWhiteLabel' | 'isContador' | 'isAvanco' | 'master' | 'painelAdministrativo',
      boolean
    >
  >;
  /** Name of a profile of the same company. */
  perfil?: string;
  /** Branch names the user may work in; the first is the selected one. */
  filiais: string[];
}

export interface DemoBranch {
  nome: string;
  apelido?: string;
  cpfCnpj: string;
  ramoAtividade?: string;
  contratoId?: string;
  trial?: boolean;
  bloqueada?: boolean;
  /** Days from today (negative: in the past). */
  venceEmDias?: number;
  /** External systems of the branch (`ExternalSystem` of `@erp/domain`). */
  integracoes?: number[];
  locaisEstoque?: string[];
  boleto?: { banco: string; agencia: string; conta: string; carteira: string; convenio?: string };
}

export interface DemoCompany {
  idConfig: number;
  nome: string;
  cpfCnpj: string;
  filiais: DemoBranch[];
  perfis?: Record<string, Partial<Record<PermissionKey, PermissionLevel>>>;
  usuarios: DemoUser[];
  /** Customers, products, sales, stock and finance at scale 1 (see `business/`). */
  negocio: BusinessVolume;
}

export const DEMO_PASSWORD = 'demo123';

const { NONE, VIEW, CREATE } = PermissionLevel;

/** The other companies show the landing states: small but not empty. */
const SMALL_BUSINESS: BusinessVolume = {
  clientes: 25,
  fornecedores: 6,
  transportadoras: 1,
  produtos: 40,
  vendedores: 1,
  vendas: 150,
  contasPagar: 12,
};

/** CONTRACT "Demo data": one company per situation the landing pages must show. */
export const DEMO_COMPANIES: DemoCompany[] = [
  {
    idConfig: 1,
    nome: 'Mercado Demo Ltda',
    cpfCnpj: '11.222.333/0001-81',
    filiais: [
      {
        nome: 'Matriz',
        apelido: 'Mercado Demo - Matriz',
        cpfCnpj: '11.222.333/0001-81',
        ramoAtividade: 'Supermercado',
        contratoId: 'CT-1001',
        venceEmDias: 365,
        integracoes: [ExternalSystem.BIRO_CREDITO],
        locaisEstoque: ['Depósito Matriz', 'Loja Matriz'],
        boleto: { banco: '341', agencia: '1234', conta: '56789-0', carteira: '109', convenio: '123456' },
      },
      {
        nome: 'Filial Centro',
        apelido: 'Mercado Demo - Centro',
        cpfCnpj: '11.222.333/0002-62',
        ramoAtividade: 'Supermercado',
        contratoId: 'CT-1001',
        venceEmDias: 365,
        locaisEstoque: ['Loja Centro'],
      },
    ],
    perfis: {
      Vendedor: {
        clientes: VIEW,
        vendas: VIEW,
        pedidoVendas: CREATE,
        financeiro: NONE,
        relatorios: NONE,
        fiscal: NONE,
      },
    },
    usuarios: [
      {
        email: 'admin@demo.com.br',
        nome: 'Ana Administradora',
        cpfCnpj: '123.456.789-09',
        flags: { perfilAdmin: true },
        filiais: ['Matriz', 'Filial Centro'],
      },
      { email: 'vendedor@demo.com.br', nome: 'Victor Vendedor', perfil: 'Vendedor', filiais: ['Matriz'] },
      {
        email: 'contador@demo.com.br',
        nome: 'Carla Contadora',
        cpfCnpj: '987.654.321-00',
        flags: { isContador: true },
        filiais: ['Matriz', 'Filial Centro'],
      },
    ],
    negocio: {
      clientes: 2_000,
      fornecedores: 400,
      transportadoras: 30,
      produtos: 3_000,
      vendedores: 8,
      vendas: 20_000,
      contasPagar: 600,
    },
  },
  {
    idConfig: 1,
    nome: 'ERP Demo Administração',
    cpfCnpj: '22.333.444/0001-81',
    filiais: [{ nome: 'Sede', cpfCnpj: '22.333.444/0001-81', ramoAtividade: 'Software', venceEmDias: 365 }],
    usuarios: [
      {
        email: 'suporte@demo.com.br',
        nome: 'Sérgio Suporte',
        flags: { isAvanco: true, painelAdministrativo: true },
        filiais: ['Sede'],
      },
      {
        email: 'master@demo.com.br',
        nome: 'Marta Master',
        flags: { master: true, painelAdministrativo: true },
        filiais: ['Sede'],
      },
    ],
    negocio: SMALL_BUSINESS,
  },
  {
    idConfig: 1,
    nome: 'Padaria Teste',
    cpfCnpj: '33.444.555/0001-81',
    filiais: [
      {
        nome: 'Padaria Teste',
        cpfCnpj: '33.444.555/0001-81',
        ramoAtividade: 'Padaria',
        trial: true,
        venceEmDias: 15,
      },
    ],
    usuarios: [
      {
        email: 'trial@demo.com.br',
        nome: 'Tiago Trial',
        flags: { perfilAdmin: true },
        filiais: ['Padaria Teste'],
      },
    ],
    negocio: SMALL_BUSINESS,
  },
  {
    idConfig: 1,
    nome: 'Loja Expirada',
    cpfCnpj: '44.555.666/0001-81',
    filiais: [
      {
        nome: 'Loja Expirada',
        cpfCnpj: '44.555.666/0001-81',
        ramoAtividade: 'Vestuário',
        trial: true,
        bloqueada: true,
        venceEmDias: -3,
      },
    ],
    usuarios: [
      {
        email: 'expirado@demo.com.br',
        nome: 'Elisa Expirada',
        flags: { perfilAdmin: true },
        filiais: ['Loja Expirada'],
      },
    ],
    negocio: SMALL_BUSINESS,
  },
  {
    idConfig: 1,
    nome: 'Comércio Inadimplente',
    cpfCnpj: '55.666.777/0001-81',
    filiais: [
      {
        nome: 'Comércio Inadimplente',
        cpfCnpj: '55.666.777/0001-81',
        ramoAtividade: 'Materiais de construção',
        contratoId: 'CT-2002',
        bloqueada: true,
        venceEmDias: -10,
      },
    ],
    usuarios: [
      {
        email: 'inadimplente@demo.com.br',
        nome: 'Igor Inadimplente',
        flags: { perfilAdmin: true },
        filiais: ['Comércio Inadimplente'],
      },
    ],
    negocio: SMALL_BUSINESS,
  },
  {
    idConfig: 2,
    nome: 'Acme Comércio',
    cpfCnpj: '66.777.888/0001-81',
    filiais: [
      {
        nome: 'Matriz',
        apelido: 'Acme - Matriz',
        cpfCnpj: '66.777.888/0001-81',
        ramoAtividade: 'Comércio varejista',
        contratoId: 'CT-3003',
        venceEmDias: 365,
        locaisEstoque: ['Depósito Acme'],
      },
    ],
    usuarios: [
      { email: 'admin@acme.com.br', nome: 'André Acme', flags: { perfilAdmin: true }, filiais: ['Matriz'] },
    ],
    negocio: {
      clientes: 300,
      fornecedores: 40,
      transportadoras: 4,
      produtos: 400,
      vendedores: 3,
      vendas: 2_500,
      contasPagar: 120,
    },
  },
];
