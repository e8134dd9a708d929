import { NOT_FOUND_MESSAGES } from './recordMessages';

// Texts of the administration area the spec leaves to us (issue 19, admin API contract): our wording, sent by the API
// and shown as they are by remote-admin.

/** Anyone but product-owner staff (isAvanco) and master users, or a master naming another brand. */
export const ADMIN_FORBIDDEN = 'Acesso restrito à administração.';

/** Items only the product owner's staff may use (spec 001 §6: IBPT, branch sequence, banks, deletions, PDV). */
export const AVANCO_FORBIDDEN = 'Acesso restrito à equipe do produto.';

/** Any write from a client-view session (an admin looking at a company's main area). */
export const CLIENT_VIEW_READ_ONLY = 'Visão do cliente: somente leitura.';

export const ADMIN_MESSAGES = {
  brandNotFound: 'Configuração white-label não encontrada.',
  brandHasCompanies: 'Não é possível excluir uma configuração com empresas vinculadas.',
  brandExists: 'Já existe uma configuração com este idConfig.',
  invalidTheme: 'Tema inválido.',
  invalidColor: (campo: string): string => `A cor ${campo} deve estar no formato #rrggbb.`,
  invalidUrl: (campo: string): string => `O campo ${campo} deve ser um endereço http(s) válido.`,
  coverTooLarge: 'O HTML da capa deve ter no máximo 50 KB.',
  unknownContainer: (area: string, container: string): string =>
    `O remote "${container}" não existe para a área ${area}.`,
  unknownArea: (area: string): string => `Área de remotes desconhecida: ${area}.`,
  uploadMissing: 'Envie o arquivo no campo arquivo.',
  uploadType: 'Formato de imagem não suportado. Envie PNG, JPEG, SVG ou ICO.',
  uploadTooLarge: 'A imagem deve ter no máximo 512 KB.',
  uploadKind: 'O campo tipo deve ser logo ou favicon.',
  userNotFound: NOT_FOUND_MESSAGES.user,
  companyNotFound: NOT_FOUND_MESSAGES.company,
  branchNotFound: NOT_FOUND_MESSAGES.branch,
  planInUse: 'Não é possível excluir um plano usado por uma filial.',
  planExists: 'Já existe um plano com este idExterno nesta configuração.',
  confirmCompanyName: 'Digite o nome da empresa para confirmar.',
  onlyBranch: 'Não é possível excluir a única filial da empresa.',
  bankNotFound: 'Banco não encontrado.',
  deployTokenNotFound: 'Token de deploy não encontrado.',
  deployTokenRevoked: 'Este token de deploy já foi revogado.',
  deployTokenContainer: 'Escolha o container que o token poderá publicar.',
  bankExists: 'Já existe um banco com este código.',
  bankCode: 'O código do banco deve ter 3 dígitos.',
  sequenceTooLow: 'O próximo número deve ser maior que o último usado.',
  ibptType: 'O tipo de importação deve ser ncm ou cest.',
  ibptEmpty: 'O arquivo CSV está vazio ou não segue o layout do IBPT.',
  ibptTooLarge: 'O arquivo CSV deve ter no máximo 20 MB.',
  ibptLine: {
    columns: 'Quantidade de colunas diferente do layout do IBPT.',
    code: 'Código inválido.',
    rate: 'Alíquota inválida.',
  },
  pdvVersion: 'A versão deve estar no formato 1.2.3.',
  month: 'O mês deve estar no formato aaaa-MM.',
  npsScore: 'A nota deve ser um número inteiro de 0 a 10.',
  helpTooMany: 'No máximo 50 links de ajuda.',
  tooManyModules: (campo: string): string => `Módulos demais em ${campo}.`,
  tooManyOrigins: 'Origens demais (máximo 20).',
  unknownConfigField: 'Campo desconhecido na configuração.',
  unknownMiscField: 'Campo desconhecido em misc.',
  coverKind: 'O campo capa.tipo deve ser imagem, url ou html.',
  remoteNotText: 'O remote deve ser um texto.',
  npsTooSoon: 'Você já respondeu a pesquisa nos últimos 90 dias.',
  clientViewCompany: 'Empresa não encontrada para a visão do cliente.',
  blockSelf: 'Você não pode bloquear o seu próprio acesso.',
  alreadyHasPassword: 'Este usuário já definiu a senha; use a recuperação de senha.',
  inactiveUser: 'Desbloqueie o usuário antes de reenviar o primeiro acesso.',
  /** Which origins a brand answers on: product-owner staff only (a brand's master sees them read-only). */
  originsStaffOnly: 'Somente a equipe do produto pode alterar os endereços (origens) da marca.',
  originInvalid: (origin: string): string =>
    `O endereço ${origin} não é uma origem válida: use apenas protocolo, domínio e porta (ex.: https://erp.minhamarca.com.br).`,
  originInsecure: (origin: string): string =>
    `O endereço ${origin} deve usar https:// (http:// só é aceito para localhost).`,
  originTaken: (origin: string): string => `O endereço ${origin} já pertence a outra marca.`,
  canonicalOriginNotListed: 'A origem principal deve ser um dos endereços da marca.',
  /** A brand without a canonical origin cannot be linked to from an e-mail. */
  brandWithoutOrigin:
    'A marca deste usuário ainda não tem um endereço de acesso definido. Fale com o suporte.',
  crmUrlInsecure: 'O endereço da API do CRM deve usar https://.',
  crmUrlPrivate:
    'O endereço da API do CRM deve ser um servidor público da internet: endereços locais, privados ou reservados não são aceitos.',
  crmUrlUnresolved: (host: string): string =>
    `Não foi possível encontrar o servidor ${host} do CRM. Confira o endereço.`,
  /** The first-access invitation e-mail resent from the administration area. */
  firstAccessEmail: {
    subject: (brand: string): string => `${brand} - Primeiro acesso`,
    greeting: (nome: string): string => `Olá, ${nome}!`,
    invite: (brand: string): string => `Você foi convidado a acessar o ${brand}.`,
    openLink: 'Para definir a sua senha, abra o link abaixo:',
    validity: (days: number): string => `O link vale por ${days} dias e só pode ser usado uma vez.`,
    signature: (brand: string): string => `Equipe ${brand}`,
  },
} as const;
