import { screen } from '@testing-library/react';
import { renderWithProviders } from '@erp/test-doubles/react';
import { startFakeApi } from '@erp/test-doubles';
import AdminRoutes from '../../exposes/Routes';
import { suporteUser, masterUser } from '../../test/adminFixtures';

jest.setTimeout(30_000);

const ROOT = '/administrador/configuracoes';
const open = (page: string, user = suporteUser()) =>
  renderWithProviders(<AdminRoutes />, {
    route: `${ROOT}/${page}`,
    path: `${ROOT}/*`,
    session: { token: 't', user },
  });

beforeEach(() => {
  const api = startFakeApi();
  api.answer('GET', 'ConfigWhiteLabels', []);
  api.answer('GET', 'Admin/remotes', []);
  api.answer('GET', 'Admin/bancos', []);
  api.answer('GET', 'Admin/tokens-deploy', []);
  api.answer('GET', 'Admin/tokens-deploy/containers', ['reports']);
  api.answer('GET', 'Admin/auditoria', []);
  api.answer('GET', 'Admin/auditoria/count', { count: 0 });
});

describe('the admin tools in the area routes', () => {
  it.each([
    ['releases', 'Versões dos remotes'],
    ['auditoria', 'Auditoria'],
    ['bancos', 'Bancos'],
    ['tokens-deploy', 'Tokens de deploy'],
  ])('opens %s for product-owner staff', async (page, title) => {
    open(page);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it.each([
    ['releases', 'Versões dos remotes'],
    ['auditoria', 'Auditoria'],
  ])('opens %s for master users too', async (page, title) => {
    open(page, masterUser());
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it.each([
    'excluir-produtos',
    'excluir-filial',
    'sequencia-filial',
    'bancos',
    'importacao-ibpt-ncm',
    'importacao-ibpt-cest',
    'pdv-versao',
    'financeiro-whitelabel',
    'tokens-deploy',
  ])("sends a master user from %s to the admin dashboard with the product owner's warning", async (page) => {
    open(page, masterUser());
    expect(await screen.findByText('Acesso restrito à equipe do produto.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Painel administrativo' })).toBeInTheDocument();
  });
});
