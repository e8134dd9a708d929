import type { TestServer } from '../../testing/testServer';

let seq = 0;

/** A valid trial sign-up body (`POST Usuarios/cadastro`) for brand `idConfig`, with a new e-mail each time. */
export function trialSignupBody(idConfig: number, extra: object = {}) {
  seq += 1;
  const email = `cadastro${seq}.${process.pid}@empresa.com.br`;
  return {
    empresa: `Empresa ${seq}`,
    regime: 1,
    nome: `Pessoa ${seq}`,
    telefone: '(41) 9 9999-0000',
    email,
    emailconfirmar: email,
    cpfCnpj: '529.982.247-25',
    estado: 'PR',
    cidade: '4106902',
    seguimento: 'varejo',
    cargo: 'Contador',
    senha: 'segredo1',
    confirmaSenha: 'segredo1',
    termos: true,
    idConfigWhitelabel: idConfig,
    ...extra,
  };
}

/** A valid trial sign-up to brand `idConfig` from address `ip`. */
export function postTrialSignup(t: TestServer, ip: string, idConfig = 1) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Usuarios/cadastro',
    remoteAddress: ip,
    payload: trialSignupBody(idConfig),
  });
}
