import * as v from 'valibot';
import {
  AlertaListSchema,
  AvatarUploadSchema,
  FavoritoListSchema,
  FilialResumoListSchema,
  parseAlerta,
} from './headerBar';

const alerta = {
  id: 7,
  tipo: 'warning',
  texto: 'Certificado digital vence em 5 dias',
  data: '2026-11-20T13:00:00.000Z',
  link: '/pages/configuracoes/certificado-digital',
  permiteExcluir: true,
  lido: false,
};

describe('header bar schemas', () => {
  it('reads alerts, an absent link as null and an unknown kind as info', () => {
    const [full, partial] = v.parse(AlertaListSchema, [
      alerta,
      { id: 8, tipo: 'novo', texto: 'Bem-vindo', data: '2026-11-21T10:00:00.000Z' },
    ]);
    expect(full).toEqual(alerta);
    expect(partial).toEqual({
      id: 8,
      tipo: 'info',
      texto: 'Bem-vindo',
      data: '2026-11-21T10:00:00.000Z',
      link: null,
      permiteExcluir: false,
      lido: false,
    });
  });

  it('reads a pushed alert with an id, and nothing from a reload signal', () => {
    expect(parseAlerta(alerta)).toEqual(alerta);
    expect(parseAlerta({})).toBeNull();
    expect(parseAlerta({ texto: 'sem id' })).toBeNull();
    expect(parseAlerta(null)).toBeNull();
  });

  it('reads favourites, branches and the uploaded avatar', () => {
    expect(
      v.parse(FavoritoListSchema, [{ id: 1, link: '/pages/dashboard', title: 'Dashboard' }]),
    ).toHaveLength(1);
    expect(
      v.parse(FilialResumoListSchema, [{ id: 2, nome: 'Mercado Demo Ltda', cpfCnpj: '11222333000262' }]),
    ).toEqual([{ id: 2, nome: 'Mercado Demo Ltda', apelido: null, cpfCnpj: '11222333000262' }]);
    expect(v.safeParse(AvatarUploadSchema, { avatar: '' }).success).toBe(false);
  });
});
