import { fixtures } from '@erp/test-doubles';
import { listingHeaderOf } from './listingHeader';

describe('listingHeaderOf', () => {
  it("heads the listing with the company's name and the branch's CNPJ, as the server's reports do", () => {
    const user = fixtures.userInfo({
      empresaObj: { id: 1, nome: 'Mercado Demo Ltda' },
      filialSelecionadaObj: {
        ...fixtures.userInfo().filialSelecionadaObj,
        nome: 'Matriz',
        cpfCnpj: '11222333000181',
      },
    });
    expect(listingHeaderOf(user, new Date('2026-11-26T15:04:00Z'))).toEqual({
      empresa: 'Mercado Demo Ltda',
      cnpj: '11.222.333/0001-81',
      usuario: user.nome,
      data: '26/11/2026 12:04',
    });
  });
});
