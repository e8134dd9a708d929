// Shared helpers of the sign-up tests: the area rendered as the host mounts it, with a probe showing where it sent
// the visitor, and the sign-up body that reached the fake API (`startSignupApi` in ./signupApi).
import type { WhiteLabelConfig } from '@erp/domain';
import type { FakeApi } from '@erp/test-doubles';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import SignupRoutes from '../exposes/Routes';

/** A token left in the browser by another session: the sign-up's public calls must not carry it. */
const LEFTOVER_TOKEN = 'sessao-esquecida';

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

/** A brand showing every field (CPF/CNPJ included), with a banner and its documents. */
export function signupConfig(misc: Partial<WhiteLabelConfig['misc']> = {}): WhiteLabelConfig {
  const base = fixtures.config();
  return {
    ...base,
    id: 7,
    idConfig: 3,
    documentos: {
      termos: 'https://marca.test/termos.html',
      privacidade: 'https://marca.test/privacidade.html',
    },
    misc: { ...base.misc, exibirCpfCnpj: true, ...misc },
  };
}

/** Renders the sign-up at `route` (`/cadastrar`, `/cadastrar-erp?...`), as the host mounts it. */
export function renderSignup(route = '/cadastrar', config = signupConfig()) {
  const erp = route.startsWith('/cadastrar-erp');
  return renderWithProviders(
    <Routes>
      <Route path="/cadastrar/*" element={<SignupRoutes />} />
      <Route path="/cadastrar-erp/*" element={<SignupRoutes skipBillingRecord={erp} />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { route, config, session: { token: LEFTOVER_TOKEN } },
  );
}

export async function routeLeftTo(): Promise<string | null> {
  return (await screen.findByTestId('elsewhere')).textContent;
}

/** The body of the one sign-up that reached the server, checked to be sent as a public call (no token). */
export function sentBody(api: FakeApi): Record<string, unknown> {
  const calls = api.calls('POST', 'Usuarios/cadastro');
  if (!calls[0]) throw new Error('nada foi enviado');
  expect(calls).toHaveLength(1);
  expect(calls[0].token).toBeNull();
  return calls[0].body as Record<string, unknown>;
}
