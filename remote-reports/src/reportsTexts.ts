/**
 * Labels of the reports area that the spec does not word (it names the pieces, not their labels); every text the
 * spec words comes from the domain's MESSAGES.
 */
export const REPORTS_TEXTS = {
  exportacoesTitle: 'Relatórios exportados',
  download: 'Baixar relatório',
  showError: 'Ver erro do relatório',
  remove: 'Excluir relatório',
  removeTitle: 'Excluir relatório',
  removeQuestion: (descricao: string): string => `Deseja excluir o relatório "${descricao}"?`,
  removed: 'Relatório excluído.',
  removeFilter: (label: string): string => `Remover filtro ${label}`,
  unknownError: 'Erro não informado.',
  openModal: 'Relatórios exportados',
  generating: (name: string, format: string): string => `Gerando ${name} ${format.toUpperCase()}...`,
  generated: (name: string, format: string): string => `${name} ${format.toUpperCase()} gerado.`,
  fields: {
    dataInicial: 'Data inicial',
    dataFinal: 'Data final',
    filialId: 'Filial',
    categoriaId: 'Categoria',
    tipoPessoa: 'Tipo de pessoa',
    vendedorId: 'Vendedor',
    tipoLancamento: 'Tipo de lançamento',
    status: 'Situação',
  },
  pickDate: 'Escolha o dia',
  /**
   * The names of a calendar's arrow buttons, which Mantine leaves unnamed. Its month and year buttons are named by
   * what they show ('novembro 2026'), as a name must include the visible words.
   */
  calendar: {
    previousMonth: 'Mês anterior',
    nextMonth: 'Próximo mês',
    previousYear: 'Ano anterior',
    nextYear: 'Próximo ano',
    previousDecade: 'Década anterior',
    nextDecade: 'Próxima década',
  },
  allBranches: 'Todas as filiais',
  allCategories: 'Todas as categorias',
  allSellers: 'Todos os vendedores',
  noOption: 'Nada encontrado',
  loadingOptions: 'Carregando...',
  optionsFailed: 'Não foi possível carregar a lista.',
  tipoPessoa: [
    { value: '0', label: 'Cliente' },
    { value: '1', label: 'Fornecedor' },
  ],
  tipoLancamento: [
    { value: 'receber', label: 'Contas a receber' },
    { value: 'pagar', label: 'Contas a pagar' },
  ],
  financialStatus: { aberto: 'Em aberto', pago: 'Pago', vencido: 'Vencido' },
  pdf: 'PDF',
  excelButton: 'Excel',
  estoqueTitle: 'Relatórios de estoque',
} as const;
