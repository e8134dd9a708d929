// Texts of the administration tools (issue 19: releases, plans, modules, audit log, product-owner items, help, NPS).
// The spec names these screens (001 §6) but words none of their labels: these are ours, in the product's Portuguese.
// Field validation uses the generic messages of spec 001 §5 (VALIDATION_MESSAGES); the API's refusals arrive worded.

import { tokensDeploy } from './deployTokenMessages';
const pct = (n: number): string => `${n.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

const releases = {
  title: 'Versões dos remotes',
  subtitle:
    'A versão escolhida vale a partir do próximo carregamento das páginas da marca, sem nova publicação.',
  container: 'Container',
  versaoAtiva: 'Versão ativa',
  /** A container never released: nothing is active yet. */
  nenhuma: 'nenhuma publicada',
  origem: { marca: 'Fixada na marca', global: 'Versão global' },
  anterior: (versao: string): string => `Versão anterior: ${versao}`,
  versoes: 'Versões disponíveis',
  versao: 'Versão',
  publicadaEm: 'Publicada em',
  ativa: 'Ativa',
  ativar: 'Ativar',
  ativarTitle: 'Ativar versão',
  ativarConfirm: (area: string, versao: string): string =>
    `Ativar a versão ${versao} da área ${area} para a marca? O contrato da versão é verificado antes.`,
  ativada: (area: string, versao: string): string => `A área ${area} agora usa a versão ${versao}.`,
  rollback: 'Voltar versão',
  rollbackTitle: 'Voltar versão',
  rollbackConfirm: (area: string, versao: string): string => `Voltar a área ${area} para a versão ${versao}?`,
  rolledBack: (area: string): string => `A área ${area} voltou para a versão anterior.`,
  canary: 'Canary',
  canaryVersao: 'Versão do canary',
  canaryPercentual: 'Percentual dos usuários',
  canaryStart: 'Iniciar canary',
  canaryTitle: 'Iniciar canary',
  canaryConfirm: (area: string, versao: string, percentual: number): string =>
    `Servir a versão ${versao} da área ${area} a ${percentual}% dos usuários da marca?`,
  canaryStarted: (area: string, versao: string): string =>
    `Canary da versão ${versao} iniciado na área ${area}.`,
  canaryRunning: (versao: string, percentual: number): string =>
    `Versão ${versao} para ${percentual}% dos usuários`,
  carregamentos: 'Carregamentos',
  erros: 'Erros',
  taxaErro: 'Taxa de erro',
  taxa: pct,
  promover: 'Promover',
  promoverTitle: 'Promover canary',
  promoverConfirm: (area: string, versao: string): string =>
    `Promover a versão ${versao} para todos os usuários da marca na área ${area}?`,
  promovido: (area: string, versao: string): string => `A versão ${versao} agora é a ativa da área ${area}.`,
  cancelar: 'Cancelar canary',
  cancelarTitle: 'Cancelar canary',
  cancelarConfirm: (area: string, versao: string): string =>
    `Encerrar o canary da versão ${versao} na área ${area}? Todos voltam para a versão ativa.`,
  cancelado: (area: string): string => `Canary da área ${area} encerrado.`,
  faltando: 'O que falta na versão:',
  loadError: 'Não foi possível carregar as versões da marca.',
  empty: 'Nenhum remote publicado para esta marca.',
} as const;

const planos = {
  title: 'Planos',
  novo: 'Novo plano',
  editar: 'Editar plano',
  editarAria: (nome: string): string => `Editar plano ${nome}`,
  excluirAria: (nome: string): string => `Excluir plano ${nome}`,
  columns: {
    nome: 'Nome',
    idExterno: 'Id externo',
    valorMensal: 'Valor mensal',
    modulos: 'Módulos',
    ativo: 'Situação',
    acoes: 'Ações',
  },
  fields: {
    nome: 'Nome',
    descricao: 'Descrição',
    idExterno: 'Id no sistema de cobrança',
    valorMensal: 'Valor mensal',
    ativo: 'Plano à venda',
    modulos: 'Módulos do plano',
    moduloVisivel: (nome: string): string => `Listar ${nome} na página de planos`,
  },
  ativo: 'À venda',
  inativo: 'Fora de venda',
  salvo: 'Plano salvo.',
  excluirTitle: 'Excluir plano',
  excluirConfirm: (nome: string): string => `Deseja excluir o plano "${nome}"?`,
  excluido: 'Plano excluído.',
} as const;

const modulos = {
  title: 'Módulos',
  modulos: 'Módulos da marca',
  planoModulos: 'Módulos adicionais dos planos',
  ativo: (nome: string): string => `Ativar ${nome}`,
  menus: 'Menus liberados',
  menusPlaceholder: 'Escolha os menus',
  semModulos: 'Nenhum módulo nesta lista.',
  adicionar: 'Adicionar módulo',
  nomeModulo: 'Nome do módulo',
  salvo: 'Módulos salvos.',
} as const;

const auditoria = {
  title: 'Auditoria',
  columns: { data: 'Data', usuario: 'Usuário', acao: 'Ação', alvo: 'Alvo', mudanca: 'De → Para' },
  vazio: '—',
  loadError: 'Não foi possível carregar a auditoria.',
} as const;

const empresaBusca = {
  empresaId: 'Código da empresa',
  buscar: 'Buscar empresa',
  empresa: (nome: string, id: number): string => `Empresa ${id}: ${nome}`,
  filial: (nome: string, id: number): string => `Filial ${id}: ${nome}`,
  escolhida: 'Empresa escolhida',
  trocar: 'Escolher outra',
} as const;

const perigo = {
  digite: (nome: string): string => `Digite "${nome}" para confirmar.`,
  confirmacao: 'Nome da empresa',
  irreversivel: 'Esta ação não pode ser desfeita e fica registrada na auditoria.',
} as const;

const excluirProdutos = {
  title: 'Excluir produtos',
  aviso: (nome: string): string => `Todos os produtos de ${nome} serão excluídos.`,
  botao: 'Excluir todos os produtos',
  modalTitle: 'Excluir todos os produtos da empresa',
  excluidos: (n: number): string => (n === 1 ? '1 produto excluído.' : `${n} produtos excluídos.`),
} as const;

const excluirFilial = {
  title: 'Excluir filial',
  filialId: 'Código da filial',
  empresa: 'Empresa da filial',
  botao: 'Excluir filial',
  modalTitle: 'Excluir filial',
  aviso: (filial: string, empresa: string): string => `A filial ${filial} de ${empresa} será excluída.`,
  excluida: 'Filial excluída.',
} as const;

const sequenciaFilial = {
  title: 'Sequência da filial',
  proximo: 'Próximo número',
  salvo: 'Sequência salva.',
} as const;

const bancos = {
  title: 'Bancos',
  novo: 'Novo banco',
  editar: 'Editar banco',
  codigo: 'Código',
  nome: 'Nome',
  acoes: 'Ações',
  editarAria: (nome: string): string => `Editar banco ${nome}`,
  excluirAria: (nome: string): string => `Excluir banco ${nome}`,
  excluirTitle: 'Excluir banco',
  excluirConfirm: (nome: string): string => `Deseja excluir o banco "${nome}"?`,
  salvo: 'Banco salvo.',
  excluido: 'Banco excluído.',
} as const;

const ibpt = {
  title: (tipo: 'ncm' | 'cest'): string => `Importação IBPT (${tipo.toUpperCase()})`,
  arquivo: 'Arquivo CSV do IBPT',
  importar: 'Importar',
  resumo: (importados: number, ignorados: number): string =>
    `${importados} ${importados === 1 ? 'linha importada' : 'linhas importadas'}, ${ignorados} ${
      ignorados === 1 ? 'ignorada' : 'ignoradas'
    }.`,
  erros: 'Linhas com erro',
  linha: 'Linha',
  mensagem: 'Erro',
  busca: 'Pesquisar código ou descrição',
  arquivoObrigatorio: 'Escolha o arquivo CSV.',
  importado: 'Importação concluída.',
  columns: {
    codigo: 'Código',
    ex: 'Ex',
    descricao: 'Descrição',
    nacionalFederal: 'Federal nacional',
    importadosFederal: 'Federal importados',
    estadual: 'Estadual',
    municipal: 'Municipal',
    vigencia: 'Vigência',
  },
} as const;

const pdvVersao = {
  title: 'Versão do PDV',
  versao: 'Versão',
  url: 'Endereço do instalador',
  obrigatoria: 'Atualização obrigatória',
  salvo: 'Versão do PDV salva.',
  loadError: 'Não foi possível carregar a versão do PDV.',
} as const;

const financeiro = {
  title: 'Financeiro white label',
  mes: 'Mês',
  empresasAtivas: 'Empresas ativas',
  filiaisAtivas: 'Filiais ativas',
  valorPorFilial: 'Valor por filial',
  total: 'Total do mês',
  novoValor: 'Novo valor por filial',
  valorSalvo: 'Valor por filial salvo.',
  loadError: 'Não foi possível carregar o financeiro da marca.',
} as const;

const ajuda = {
  title: 'Ajuda',
  subtitle: 'Links de ajuda mostrados aos usuários da marca.',
  titulo: 'Título',
  url: 'Endereço',
  adicionar: 'Adicionar link',
  remover: (n: number): string => `Remover link ${n}`,
  salvo: 'Links de ajuda salvos.',
  vazio: 'Nenhum link de ajuda.',
  loadError: 'Não foi possível carregar os links de ajuda.',
} as const;

const nps = {
  title: 'NPS',
  nota: 'Nota NPS',
  respostas: 'Respostas',
  promotores: 'Promotores',
  neutros: 'Neutros',
  detratores: 'Detratores',
  ultimas: 'Últimas respostas',
  columns: { data: 'Data', empresa: 'Empresa', nota: 'Nota', comentario: 'Comentário' },
  loadError: 'Não foi possível carregar o NPS da marca.',
} as const;

/** The administration tools' texts, by screen. */
export const ADMIN_TOOL_MESSAGES = {
  releases,
  planos,
  modulos,
  auditoria,
  empresaBusca,
  perigo,
  excluirProdutos,
  excluirFilial,
  sequenciaFilial,
  bancos,
  ibpt,
  pdvVersao,
  financeiro,
  ajuda,
  nps,
  tokensDeploy,
} as const;
