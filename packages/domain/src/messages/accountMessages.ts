// Texts of the account flows the spec leaves to us (first access, password change, the recovery e-mail): our
// wording, sent by the API and shown as they are.

export const FIRST_ACCESS_MESSAGES = {
  unknown: 'Convite de primeiro acesso inválido. Peça um novo convite ao administrador da sua empresa.',
  used: 'Este convite de primeiro acesso já foi utilizado. Entre com o seu e-mail e a senha que você definiu.',
  expired: 'Este convite de primeiro acesso expirou. Peça um novo convite ao administrador da sua empresa.',
} as const;

/** "My account" (`PUT Usuarios/{id}`): the user's own name and avatar. */
export const MY_ACCOUNT_MESSAGES = {
  ownAccountOnly: 'Você só pode alterar a sua própria conta.',
  avatarNotOurs: 'O avatar deve ser uma imagem enviada para este usuário.',
  nameRequired: 'O campo nome é obrigatório.',
} as const;

/** The `sistema` the sign-in screens send (which front end asks: user information, password recovery). */
export const SISTEMA_PARAM_MESSAGES = {
  queryNotText: 'O parâmetro sistema deve ser um texto.',
  queryTooLong: 'O parâmetro sistema é longo demais.',
  fieldNotText: 'O campo sistema deve ser um texto.',
  fieldTooLong: 'O campo sistema é longo demais.',
} as const;

export const PASSWORD_CHANGE_MESSAGES = {
  otherUser: 'Você só pode alterar a sua própria senha.',
  wrongPassword: 'A senha atual informada está incorreta.',
} as const;

/** The password recovery e-mail (CONTRACT "E-mail"); `brand` is the brand's title. */
export const RECOVERY_EMAIL_MESSAGES = {
  subject: (brand: string): string => `${brand} - Recuperação de senha`,
  greeting: (nome: string): string => `Olá, ${nome}!`,
  request: (brand: string): string => `Recebemos um pedido para redefinir a senha do seu acesso ao ${brand}.`,
  openLink: 'Para criar uma nova senha, abra o link abaixo:',
  button: 'Criar nova senha',
  copyLink: 'Se o botão não funcionar, copie e cole este endereço no navegador:',
  validity: (minutes: number): string => `O link vale por ${minutes} minutos e só pode ser usado uma vez.`,
  notYou: 'Se você não pediu a recuperação, ignore este e-mail: sua senha atual continua valendo.',
  signature: (brand: string): string => `Equipe ${brand}`,
} as const;

/** The host's own page for a start-up that failed (spec 000 §2 `sistema-indisponivel`). */
export const UNAVAILABLE_MESSAGES = {
  title: 'Sistema indisponível',
  text: 'Não foi possível conectar ao sistema no momento. Verifique sua conexão ou tente novamente em alguns instantes.',
  retry: 'Tentar novamente',
} as const;

/** Uploaded files (avatars, brand images, imports): the form itself, the limits on how often and how much. */
export const UPLOAD_MESSAGES = {
  malformed: 'O formulário enviado está malformado. Selecione o arquivo e envie novamente.',
  avatarMissing: 'Envie a imagem do avatar no corpo da requisição.',
  avatarTooLarge: 'A imagem do avatar deve ter no máximo 1 MB.',
  avatarWrongType: 'Formato de imagem não suportado. Envie uma imagem PNG, JPEG ou WebP.',
  tooManyByUser: 'Você enviou muitos arquivos em pouco tempo. Aguarde alguns minutos e tente novamente.',
  tooManyByBrand:
    'Muitos arquivos enviados nesta marca em pouco tempo. Aguarde alguns minutos e tente novamente.',
  quotaExceeded: (limitMb: number): string =>
    `O espaço para arquivos desta marca (${limitMb} MB) está esgotado. Fale com o suporte para ampliá-lo.`,
} as const;
