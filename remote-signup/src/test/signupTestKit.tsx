// Shared doubles and helpers of the sign-up tests: an API client of jest mocks, and the area rendered as the host
// mounts it with a probe showing where it sent the visitor.
import type { ApiClient } from '@erp/api-client';
import type { WhiteLabelConfig } from '@erp/domain';
import { fixtures, renderWithProviders } from '@erp/test-utils';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import SignupRoutes from '../exposes/Routes';

/** The calls the sign-up makes, each a jest mock. */
export interface SignupApiMock {
  post: jest.Mock;
  get: jest.Mock;
  login: jest.Mock;
  getUserInfo: jest.Mock;
}

export function createSignupApiMock(): SignupApiMock {
  return {
    post: jest.fn().mockResolvedValue({ id: 10, userId: 20 }),
    get: jest.fn().mockResolvedValue([]),
    login: jest.fn().mockResolvedValue(fixtures.loginResponse()),
    getUserInfo: jest.fn().mockResolvedValue(fixtures.userInfo()),
  };
}

export const asClient = (api: SignupApiMock) => api as unknown as ApiClient;

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
    { route, config },
  );
}

export async function routeLeftTo(): Promise<string | null> {
  return (await screen.findByTestId('elsewhere')).textContent;
}

/** The sign-up body the mock received. */
export function sentBody(api: SignupApiMock): Record<string, unknown> {
  const call = api.post.mock.calls[0] as [string, Record<string, unknown>, unknown, unknown] | undefined;
  if (!call) throw new Error('nada foi enviado');
  expect(call[0]).toBe('Usuarios/cadastro');
  expect(call[3]).toEqual({ public: true });
  return call[1];
}
