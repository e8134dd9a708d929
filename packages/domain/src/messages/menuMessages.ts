// Texts of the menus and favourites of spec 001 (§6 catalogue, §5 and §8 favourites), copied character for character.

export const FAVORITE_MESSAGES = {
  notAllowed: 'Não é possível favoritar esta página',
  limit: (n: number): string => `Limite de ${n} favoritos`,
  cannotRemove: (title: string): string => `O menu '${title}' não pode ser removido dos favoritos`,
  failed: 'Não foi possível realizar esta ação.',
  /** The API's answers (ours, not the spec's). */
  notFound: 'Favorito não encontrado.',
  duplicate: 'Esta página já está nos favoritos.',
} as const;

/** Menu section titles the spec names in Portuguese (spec 001 §6). */
export const MENU_TITLES = {
  dashboard: 'Dashboard',
  financeiro: 'Financeiro',
  vendas: 'Vendas',
  compras: 'Compras',
  estoque: 'Estoque',
  nfe: 'NF-e',
  nfse: 'NFS-e',
  exportacoes: 'Exportações',
  pagamentos: 'Pagamentos',
  contabil: 'Contábil',
  relatorios: 'Relatórios',
  assinatura: 'Assinatura',
  settings: {
    administrador: 'Administrador',
    pagamento: 'Pagamento',
    fiscal: 'Fiscal',
    financeiro: 'Financeiro',
    pontoDeVenda: 'Ponto de Venda',
    estoques: 'Estoques',
    usuarios: 'Usuários',
    integracoes: 'Integrações',
    empresas: 'Empresas',
    configuracoesGerais: 'Configurações Gerais',
  },
} as const;
