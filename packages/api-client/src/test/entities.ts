// Server answers shaped like the API's, for the client tests.
export const userInfoBody = {
  id: 10,
  nome: 'Admin Demo',
  email: 'admin@demo.com.br',
  avatar: null,
  cpfCnpj: null,
  empresaObj: { id: 1, nome: 'Mercado Demo Ltda' },
  filialSelecionada: 1,
  filialSelecionadaObj: {
    id: 1,
    apelido: 'Matriz',
    nome: 'Mercado Demo Ltda',
    cpfCnpj: '11222333000181',
    ramoAtividade: 'supermercado',
    contratoId: null,
    planoId: null,
    trial: false,
    bloqueada: false,
    dataVencimento: null,
    integracaoSerasa: false,
    integracoes: [],
  },
  permissoes: { clientes: 4 },
  perfilAdmin: true,
  suporteWhiteLabel: false,
  isContador: false,
  isAvanco: false,
  master: false,
  painelAdministrativo: false,
  alertas: 2,
  configWhiteLabel: { modulos: [] },
  configuracaoBoleto: { id: 3 },
  quantidadeLocaisEstoque: 2,
};

export const configBody = {
  id: 1,
  idConfig: 1,
  title: 'ERP Demo',
  tema: 'azul',
  API_ENDPOINT: 'http://localhost:3000/api/',
  modulos: [],
  planoModulos: [],
  documentos: {},
  imagens: { logo: '/logo.png' },
  misc: { permiteCadastro: true, futureFlag: 'kept' },
};

export const loginBody = {
  id: 'token-abc',
  user: { id: 10, nome: 'Admin Demo', email: 'admin@demo.com.br', isAvanco: false, master: false },
};
