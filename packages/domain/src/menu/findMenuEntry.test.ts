import { findMenuEntry, menuPageTitle, menuTrail, normalizeMenuPath } from './findMenuEntry';

const trailTitles = (path: string) => menuTrail(path).map(({ title }) => title);

// Every route of the spec 001 §2 table, each owned by a catalogue item.
const SPEC_ROUTES: Record<string, string> = {
  'pages/dashboard': 'dashboard',
  'pages/vendas/grupo-usuario-pdv': 'operadorPdv',
  'pages/vendas/operador-pdv/cadastrar': 'operadorPdv',
  'pages/vendas/operador-pdv/editar/4': 'operadorPdv',
  'pages/vendas/clientes/cadastrar': 'clientes',
  'pages/vendas/clientes/editar/12': 'clientes',
  'pages/vendas/promocao/editar/3': 'promocao',
  'pages/vendas/pdv': 'pdv',
  'pages/vendas/vendedores': 'vendedores',
  'pages/vendas/pedido-vendas/cadastrar': 'pedidoVendas',
  'pages/vendas/pedido-vendas/editar/9': 'pedidoVendas',
  'pages/vendas/pedido-vendas/servico': 'nfseEmitidas',
  'pages/vendas/pedido-vendas/cadastrar/servico': 'emitirNfse',
  'pages/vendas/contatos-comerciais': 'contatosComerciais',
  'pages/financeiro/formas-pagamento-financeiro': 'formasPagamentoFinanceiro',
  'pages/financeiro/categorias-financeiro': 'categoriasFinanceiro',
  'pages/financeiro/contas/cadastrar': 'contas',
  'pages/financeiro/contas/editar/2': 'contas',
  'pages/financeiro/lancamentos': 'financeiro',
  'pages/financeiro/ofx': 'conciliacaoOfx',
  'pages/financeiro/lancamento-recorrente': 'lancamentoRecorrente',
  'pages/financeiro/centro-de-custo': 'centroDeCusto',
  'pages/financeiro/lancamentos/lista/transferencias': 'transferencias',
  'pages/compras/fornecedores': 'fornecedores',
  'pages/compras/entrada-nota-fiscal': 'entradaNotaFiscal',
  'pages/compras/transportadores': 'transportadores',
  'pages/compras/pedido': 'pedidoCompra',
  'pages/estoque/produtos': 'produtos',
  'pages/estoque/servicos/cadastrar': 'servicos',
  'pages/estoque/servicos/copiar/5': 'servicos',
  'pages/estoque/importar-arquivo': 'importarArquivo',
  'pages/estoque/transferencia-estoque': 'transferenciaEstoque',
  'pages/estoque/depositos': 'depositos',
  'pages/estoque/etiqueta/listar': 'etiquetas',
  'pages/estoque/etiqueta/cadastrar': 'etiquetas',
  'pages/estoque/etiqueta/visualizar/1': 'etiquetas',
  'pages/estoque/etiqueta/imprimir': 'imprimirEtiquetas',
  'pages/estoque/lotes': 'lotes',
  'pages/configuracoes/usuarios/cadastrar': 'usuarios',
  'pages/configuracoes/usuarios/editar/8': 'usuarios',
  'pages/configuracoes/usuarios/editarminhaconta': 'minhaConta',
  'pages/configuracoes/formas-pagamento': 'formasPagamentoPdv',
  'pages/configuracoes/perfil': 'perfis',
  'pages/configuracoes/cfop': 'cfop',
  'pages/configuracoes/perfil-tributario': 'perfilTributario',
  'pages/configuracoes/importacao-de-dados': 'importacaoDeDados',
  'pages/configuracoes/gateway-boleto': 'gatewayBoleto',
  'pages/fiscais/tributacoes-estaduais': 'tributacoesEstaduais',
  'pages/fiscais/tributacoes-federais': 'tributacoesFederais',
  'pages/fiscais/natureza-operacao/copiar/2': 'naturezaOperacao',
  'pages/fiscais/observacoes-nota': 'observacoesNota',
  'pages/nfe/exportar-xml-nfe': 'exportarXmlNfe',
  'pages/nfe/inutilizacoes/cadastrar': 'inutilizacoes',
  'pages/nfe/emitir-nfe': 'emitirNfe',
  'pages/nfe/cupom-fiscal': 'cupomFiscal',
  'pages/nfe/nota-fiscal': 'notaFiscal',
  'pages/nfe/notas-processadas': 'notasProcessadas',
  'pages/contabil/contadores': 'contadores',
  'pages/relatorios/exportacoes': 'relatoriosExportados',
  'pages/relatorios/estoque/movimentacao-estoque': 'relatorioEstoque',
  'pages/relatorios/estoque/produtos-alterados': 'relatorioEstoque',
  'pages/relatorios/estoque/entrada-nota-fiscal': 'relatorioEstoque',
  'pages/relatorios/pessoas': 'relatorioPessoas',
  'pages/relatorios/vendas': 'relatorioVendas',
  'pages/relatorios/financeiro': 'relatorioFinanceiro',
  'pages/pagamentos/boletos': 'boletos',
  'pages/pagamentos/extratos': 'extratos',
  'administrador/configuracoes/dashboard': 'adminDashboard',
};

describe('findMenuEntry', () => {
  it.each(Object.entries(SPEC_ROUTES))('owns %s by %s', (route, id) => {
    expect(findMenuEntry(route)?.item.id).toBe(id);
  });

  it('reads hash, relative and absolute paths alike, ignoring the query and a trailing slash', () => {
    expect(normalizeMenuPath('#/pages/vendas/clientes/?page=2')).toBe('/pages/vendas/clientes');
    expect(normalizeMenuPath('pages/vendas/clientes')).toBe('/pages/vendas/clientes');
    expect(findMenuEntry('#/pages/vendas/clientes/?page=2')?.item.id).toBe('clientes');
  });

  it('matches whole path segments only', () => {
    expect(findMenuEntry('/pages/vendas/clientes-antigos')).toBeNull();
  });

  it('knows nothing of routes outside the menus', () => {
    expect(findMenuEntry('/pages/nada')).toBeNull();
    expect(findMenuEntry('/auth/login')).toBeNull();
    expect(menuTrail('/planos')).toEqual([]);
    expect(menuPageTitle('/pages/nada')).toBeNull();
  });
});

describe('menuTrail and menuPageTitle', () => {
  it('give the groups and the entry, outermost first', () => {
    expect(trailTitles('/pages/financeiro/lancamentos/lista/despesas')).toEqual([
      'Financeiro',
      'Contas a pagar',
    ]);
    expect(trailTitles('/pages/vendas/clientes/cadastrar')).toEqual(['Vendas', 'Clientes']);
    expect(trailTitles('/pages/configuracoes/cfop')).toEqual(['Fiscal', 'CFOP']);
    expect(trailTitles('/pages/dashboard')).toEqual(['Dashboard']);
    expect(trailTitles('/administrador/configuracoes/bancos')).toEqual(['Bancos']);
  });

  it('titles a page after the entry that owns it', () => {
    expect(menuPageTitle('/pages/nfe/emitir-nfe')).toBe('Emitir NF-e');
    expect(menuPageTitle('/pages/vendas/pedido-vendas/cadastrar/servico')).toBe('Emitir NFS-e');
    expect(menuPageTitle('/pages/configuracoes/usuarios/editarminhaconta')).toBe('Minha conta');
    expect(menuPageTitle('/pages/financeiro/lancamentos/cadastrar')).toBe('Financeiro');
  });
});
