import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@erp/test-doubles/react';
import { startFakeApi, type FakeApi } from '@erp/test-doubles';
import { masterUser } from '../../test/adminFixtures';
import { npsColor } from './NpsGauge';
import { NpsPage } from './NpsPage';

let api: FakeApi;

beforeEach(() => {
  api = startFakeApi();
  api.answer('GET', 'Admin/nps', {
    nota: 35,
    respostas: 20,
    promotores: 10,
    neutros: 7,
    detratores: 3,
    ultimas: [
      { nota: 10, comentario: 'Muito bom', data: '2026-11-22T18:30:00.000Z', empresa: 'Mercado Demo Ltda' },
      { nota: 4, comentario: 'Lento', data: '2026-11-21T12:00:00.000Z', empresa: 'Padaria Sol' },
    ],
  });
});

describe('nps', () => {
  it("shows the brand's score, the split of answers and the latest ones", async () => {
    renderWithProviders(<NpsPage />, { session: { token: 't', user: masterUser() } });
    expect(await screen.findByLabelText('Nota NPS: 35')).toHaveTextContent('35');
    expect(screen.getByText('Respostas').nextSibling).toHaveTextContent('20');
    expect(screen.getByText('Promotores').nextSibling).toHaveTextContent('10');
    expect(screen.getByText('Neutros').nextSibling).toHaveTextContent('7');
    expect(screen.getByText('Detratores').nextSibling).toHaveTextContent('3');
    const row = screen.getByText('Padaria Sol').closest('tr') as HTMLElement;
    expect(within(row).getByText('21/11/2026 09:00')).toBeInTheDocument();
    expect(within(row).getByText('Lento')).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(api.calls('GET', 'Admin/nps')[0]?.query).toEqual({ idConfig: 1 });
  });

  it('says so when nobody answered yet', async () => {
    api.answer('GET', 'Admin/nps', {
      nota: 0,
      respostas: 0,
      promotores: 0,
      neutros: 0,
      detratores: 0,
      ultimas: [],
    });
    renderWithProviders(<NpsPage />, { session: { token: 't', user: masterUser() } });
    expect(await screen.findByText('Ops, nada encontrado por aqui.')).toBeInTheDocument();
  });

  it('colours the score by its band', () => {
    expect(npsColor(-1)).toBe('red');
    expect(npsColor(0)).toBe('yellow');
    expect(npsColor(50)).toBe('yellow');
    expect(npsColor(51)).toBe('green');
  });
});
