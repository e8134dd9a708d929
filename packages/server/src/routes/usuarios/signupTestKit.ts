import type { TestServer } from '../../testing/testServer';

let seq = 0;

/** A valid trial sign-up (`POST Usuarios/cadastro`) to brand `idConfig` from address `ip`, a new e-mail each time. */
export function postTrialSignup(t: TestServer, ip: string, idConfig = 1) {
  seq += 1;
  const email = `cadastro${seq}.${process.pid}@empresa.com.br`;
  return t.app.inject({
    method: 'POST',
    url: '/api/Usuarios/cadastro',
    remoteAddress: ip,
    payload: {
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
    },
  });
}
