import { fixtures } from '@erp/test-doubles';

// The server's answers for the client tests: the shared fixtures, with the values these tests read back.
export const userInfoBody = fixtures.userInfo({
  id: 10,
  permissoes: { clientes: 4 },
  alertas: 2,
  configuracaoBoleto: { id: 3 },
  quantidadeLocaisEstoque: 2,
});

// `futureFlag` is a misc key the client does not know yet: the schema must keep it.
export const configBody = {
  ...fixtures.config({ imagens: { logo: '/logo.png' } }),
  misc: { permiteCadastro: true, futureFlag: 'kept' },
};

export const loginBody = fixtures.loginResponse({ id: 'token-abc', user: fixtures.loginUser({ id: 10 }) });
