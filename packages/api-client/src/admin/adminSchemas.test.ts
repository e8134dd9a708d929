import * as v from 'valibot';
import {
  AdminDashboardSchema,
  AdminRemoteAreaListSchema,
  AdminWhiteLabelSchema,
  UsuarioWhiteLabelListSchema,
} from './index';

const brand = {
  id: 2,
  idConfig: 2,
  title: 'Acme Gestão',
  tema: 'custom',
  misc: { customThemeColor: '#8e24aa', novaOpcao: 'x' },
  modulos: [],
  planoModulos: [],
  documentos: { termos: 'https://acme.com.br/termos' },
  imagens: {},
  urlPdv: null,
  possuiIntegracaoSuperlogica: false,
  origins: ['http://127.0.0.1:8080'],
  canonicalOrigin: 'http://127.0.0.1:8080',
  diasTrial: 15,
  remoteOverrides: { signup: 'signup_acme' },
  crm: { stageId: 3, baseUrl: 'https://crm.acme.com.br', possuiToken: true },
  capa: { tipo: 'html', valor: '<p>Oi</p>' },
  updatedAt: '2026-11-23T12:00:00.000Z',
};

describe('administration schemas', () => {
  it("reads a brand's admin configuration and keeps misc keys it does not know", () => {
    const parsed = v.parse(AdminWhiteLabelSchema, brand);
    expect(parsed.misc).toEqual({ customThemeColor: '#8e24aa', novaOpcao: 'x' });
    expect(parsed.crm).toEqual({ stageId: 3, baseUrl: 'https://crm.acme.com.br', possuiToken: true });
    expect(parsed.remoteOverrides).toEqual({ signup: 'signup_acme' });
  });

  it('refuses a cover of an unknown kind and reads an unknown theme as azul', () => {
    expect(
      v.safeParse(AdminWhiteLabelSchema, { ...brand, capa: { tipo: 'video', valor: 'x' } }).success,
    ).toBe(false);
    expect(v.parse(AdminWhiteLabelSchema, { ...brand, tema: 'rosa' }).tema).toBe('azul');
  });

  it('refuses negative or fractional dashboard counts', () => {
    const figures = {
      empresas: 3,
      usuariosAtivos: 9,
      trials: 1,
      trialsVencendo7Dias: 0,
      bloqueadas: 2,
      cadastrosPorDia: [{ data: '2026-11-23', total: 1 }],
    };
    expect(v.parse(AdminDashboardSchema, figures)).toEqual(figures);
    expect(v.safeParse(AdminDashboardSchema, { ...figures, bloqueadas: -1 }).success).toBe(false);
    expect(v.safeParse(AdminDashboardSchema, { ...figures, trials: 1.5 }).success).toBe(false);
  });

  it('reads brand users with or without a branch', () => {
    const [withBranch, without] = v.parse(UsuarioWhiteLabelListSchema, [
      {
        id: 1,
        nome: 'Ana',
        email: 'ana@acme.com.br',
        ativo: true,
        createdAt: '2026-11-01T10:00:00Z',
        empresa: { id: 7, nome: 'Acme Comércio', cpfCnpj: '11222333000181' },
        filial: { id: 9, nome: 'Matriz', trial: true, bloqueada: false, dataVencimento: '2026-12-01' },
        perfilAdmin: true,
      },
      {
        id: 2,
        nome: 'Bruno',
        email: 'bruno@acme.com.br',
        ativo: false,
        createdAt: '2026-11-02T10:00:00Z',
        empresa: { id: 7, nome: 'Acme Comércio', cpfCnpj: null },
        filial: null,
      },
    ]);
    expect(withBranch?.filial?.trial).toBe(true);
    expect(without).toMatchObject({ filial: null, perfilAdmin: false });
  });

  it("reads the remotes panel's rows", () => {
    const [row] = v.parse(AdminRemoteAreaListSchema, [
      {
        area: 'signup',
        container: 'signup_acme',
        containers: ['signup', 'signup_acme'],
        versaoAtiva: '1.0.0',
        origem: 'global',
        versoes: [{ versao: '1.0.0', publicadaEm: '2026-11-20T10:00:00Z' }],
        anterior: null,
        canary: null,
      },
    ]);
    expect(row?.containers).toEqual(['signup', 'signup_acme']);
  });
});
