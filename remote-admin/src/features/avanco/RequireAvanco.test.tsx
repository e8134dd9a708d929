import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@erp/test-doubles/react';
import { suporteUser, masterUser } from '../../test/adminFixtures';
import { RequireAvanco } from './RequireAvanco';

const tree = (
  <Routes>
    <Route path="/administrador/configuracoes/dashboard" element={<p>Painel</p>} />
    <Route path="/administrador/configuracoes" element={<RequireAvanco />}>
      <Route path="bancos" element={<p>Tela de bancos</p>} />
    </Route>
  </Routes>
);

describe("the product owner's tools", () => {
  it('open for product-owner staff', () => {
    renderWithProviders(tree, {
      route: '/administrador/configuracoes/bancos',
      session: { user: suporteUser() },
    });
    expect(screen.getByText('Tela de bancos')).toBeInTheDocument();
  });

  it("send a master user to the admin dashboard with the API's refusal", async () => {
    renderWithProviders(tree, {
      route: '/administrador/configuracoes/bancos',
      session: { user: masterUser() },
    });
    expect(await screen.findByText('Acesso restrito à equipe do produto.')).toBeInTheDocument();
    expect(screen.getByText('Painel')).toBeInTheDocument();
    expect(screen.queryByText('Tela de bancos')).not.toBeInTheDocument();
  });
});
