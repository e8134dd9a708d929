// Texts of the administration screens (issue 19: dashboard, white label, notifications, brand users, client view).
// The spec names these screens (001 §6) but words none of their labels: these are ours, in the product's Portuguese.
// Field validation uses the generic messages of spec 001 §5 (VALIDATION_MESSAGES), never a text of this file.

import { LOGIN_MESSAGES } from './authMessages';

const plural = (n: number, one: string, many: string): string => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** Shared by every administration screen. */
const common = {
  brand: 'Marca',
  loading: 'Carregando…',
  retry: 'Tentar novamente',
  save: 'Salvar',
  /** A busy submit button reads as the spec's sign-in button does. */
  saving: LOGIN_MESSAGES.loading,
  saved: 'Alterações salvas.',
} as const;

const dashboard = {
  title: 'Painel administrativo',
  empresas: 'Empresas',
  usuariosAtivos: 'Usuários ativos',
  trials: 'Em teste grátis',
  trialsVencendo7Dias: 'Testes vencendo em 7 dias',
  bloqueadas: 'Bloqueadas',
  cadastros: 'Cadastros dos últimos 30 dias',
  cadastrosTotal: (n: number): string => plural(n, 'cadastro', 'cadastros'),
  cadastrosColuna: 'Cadastros',
  loadError: 'Não foi possível carregar os números da marca.',
} as const;

const whitelabel = {
  title: 'White label',
  loadError: 'Não foi possível carregar a configuração da marca.',
  sections: {
    identidade: 'Identidade',
    textos: 'Textos do cadastro',
    exibicao: 'Campos do cadastro',
    documentos: 'Documentos',
    capa: 'Capa da área de acesso',
    crm: 'Integração com o CRM',
  },
  fields: {
    title: 'Nome da marca',
    tema: 'Tema',
    customThemeColor: 'Cor principal',
    secondaryThemeColor: 'Cor secundária',
    logo: 'Logo',
    favicon: 'Favicon',
    textoDestaqueCadastro: 'Texto em destaque do cadastro',
    textoAlertaCadastro: 'Aviso do cadastro',
    permiteCadastro: 'Permitir cadastro de teste grátis',
    exibirNomeEmpresa: 'Exibir nome da empresa',
    exibirCpfCnpj: 'Exibir CPF/CNPJ',
    exibirRegime: 'Exibir regime tributário',
    exibirNomeUsuario: 'Exibir nome do usuário',
    exibirTelefone: 'Exibir telefone',
    termos: 'Termos de uso (URL)',
    privacidade: 'Política de privacidade (URL)',
    capaTipo: 'Tipo de capa',
    capaImagem: 'Endereço da imagem',
    capaUrl: 'Endereço da página',
    capaHtml: 'HTML da capa',
    crmBaseUrl: 'Endereço da API do CRM',
    crmStageId: 'Etapa do negócio (STAGE_ID)',
    crmToken: 'Token do CRM',
  },
  capaTipos: { nenhuma: 'Sem capa', imagem: 'Imagem', url: 'Página externa', html: 'HTML personalizado' },
  capaPreview: 'Pré-visualização da capa',
  origins: {
    title: 'Endereços da marca',
    hint: 'Os endereços (origens) em que a marca abre. O principal é usado nos links dos e-mails (recuperação de senha, primeiro acesso).',
    readOnly: 'Somente a equipe do produto altera os endereços da marca.',
    field: 'Endereços (um por linha)',
    canonical: 'Endereço principal (links dos e-mails)',
    canonicalBadge: 'principal',
    none: 'Nenhum endereço definido.',
    save: 'Salvar endereços',
    saved: 'Endereços da marca salvos.',
  },
  tokenConfigured: 'Token configurado',
  tokenHint: 'Deixe em branco para manter o token atual.',
  tokenRemove: 'Remover token',
  upload: 'Enviar arquivo',
  uploaded: (tipo: 'logo' | 'favicon'): string => (tipo === 'logo' ? 'Logo enviado.' : 'Favicon enviado.'),
  uploadTypes: 'PNG, JPEG, SVG ou ICO de até 512 KB.',
  fileType: 'Formato inválido! Envie PNG, JPEG, SVG ou ICO.',
  fileSize: 'O arquivo deve ter no máximo 512 KB.',
  preview: {
    title: 'Pré-visualização do tema',
    primary: (color: string): string => `Cor principal: ${color}`,
    menu: ['Dashboard', 'Vendas', 'Financeiro'],
    button: 'Confirmar',
    secondaryButton: 'Cancelar',
    badge: 'Novo',
    contrastTitle: 'Contraste (WCAG AA)',
    contrastOk: 'As cores atingem o contraste mínimo sem ajustes.',
    /** A shade of the brand colour the theme changed so text stays readable (accessibleShades in @erp/ui). */
    shadeChanged: (
      cor: 'primary' | 'secondary',
      papel: 'filled' | 'text',
      direcao: 'darkened' | 'lightened',
      tom: string,
      contraste: number,
    ): string =>
      `${papel === 'filled' ? 'Botões' : 'Textos e links'} da cor ${cor === 'primary' ? 'principal' : 'secundária'}: tom ${
        direcao === 'darkened' ? 'escurecido' : 'clareado'
      } para ${tom} (contraste ${contraste.toFixed(1).replace('.', ',')}:1).`,
  },
} as const;

const remotes = {
  title: 'Remotes da marca',
  area: 'Área',
  container: 'Container ativo',
  versao: 'Versão ativa',
  origem: { marca: 'da marca', global: 'global' },
  changed: (area: string, container: string): string => `A área ${area} agora usa ${container}.`,
  loadError: 'Não foi possível carregar os remotes da marca.',
  empty: 'Nenhum remote publicado para esta marca.',
  areas: {
    auth: 'Acesso',
    signup: 'Cadastro',
    shell: 'Área principal',
    reports: 'Relatórios',
    admin: 'Administração',
  } as Record<string, string>,
} as const;

const notificacoes = {
  title: 'Notificações',
  tipo: 'Tipo',
  tipos: { info: 'Informação', success: 'Sucesso', warning: 'Aviso' },
  texto: 'Texto',
  link: 'Link (opcional)',
  destino: 'Enviar para',
  destinos: { marca: 'Todos os usuários da marca', empresa: 'Uma empresa' },
  empresa: 'Empresa',
  empresaPlaceholder: 'Digite o nome da empresa',
  send: 'Enviar notificação',
  sent: (n: number): string =>
    n === 0
      ? 'Nenhum usuário recebeu a notificação.'
      : `Notificação enviada a ${plural(n, 'usuário', 'usuários')}.`,
} as const;

const usuarios = {
  title: 'Usuários',
  search: 'Pesquisar',
  searchPlaceholder: 'Nome, e-mail ou empresa',
  status: 'Situação',
  statusOptions: { todos: 'Todos', ativos: 'Ativos', bloqueados: 'Bloqueados' },
  columns: {
    nome: 'Nome',
    email: 'E-mail',
    empresa: 'Empresa',
    filial: 'Filial',
    situacao: 'Situação',
    acoes: 'Ações',
  },
  ativo: 'Ativo',
  bloqueado: 'Bloqueado',
  trial: 'Teste grátis',
  filialBloqueada: 'Filial bloqueada',
  total: (n: number): string => plural(n, 'usuário', 'usuários'),
  actions: 'Ações do usuário',
  edit: 'Editar',
  block: 'Bloquear',
  unblock: 'Desbloquear',
  resend: 'Reenviar primeiro acesso',
  clientView: 'Visão do cliente',
  editTitle: 'Editar usuário',
  nome: 'Nome',
  blockTitle: 'Bloquear usuário',
  blockConfirm: (nome: string): string =>
    `Bloquear ${nome}? As sessões abertas deste usuário serão encerradas.`,
  unblockTitle: 'Desbloquear usuário',
  unblockConfirm: (nome: string): string => `Desbloquear ${nome}? O usuário poderá entrar novamente.`,
  blocked: (nome: string): string => `${nome} foi bloqueado.`,
  unblocked: (nome: string): string => `${nome} foi desbloqueado.`,
  resent: (email: string): string => `E-mail de primeiro acesso enviado para ${email}.`,
  savedUser: 'Usuário salvo.',
} as const;

const clientView = {
  bar: (empresa: string): string => `Visão do cliente: ${empresa} — somente leitura`,
  back: 'Voltar ao painel',
  opening: (empresa: string): string => `Abrindo a visão do cliente de ${empresa}…`,
} as const;

/** The administration area's texts, by screen. */
export const ADMIN_SCREEN_MESSAGES = {
  common,
  dashboard,
  whitelabel,
  remotes,
  notificacoes,
  usuarios,
  clientView,
} as const;
