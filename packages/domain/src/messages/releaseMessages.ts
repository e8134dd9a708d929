// Texts of the remote releases API (admin contract, section S2) and of the deploy API (`pnpm release --api`): our
// wording, answered as is, shown by remote-admin and printed by the release command.

export const RELEASE_MESSAGES = {
  noPrevious: 'Não há versão anterior para voltar.',
  noCanary: 'Não há canary ativo para este remote.',
  canaryIsActive: 'Esta versão já é a ativa desta marca; escolha outra para o canary.',
  percentual: 'O percentual do canary deve ser um número inteiro de 1 a 99.',
  versao: 'Informe a versão no formato publicado (letras, números, ponto, hífen ou sublinhado).',
  visitante: 'O identificador do visitante é inválido.',
  tooManyEvents: (max: number): string => `Envie no máximo ${max} eventos por vez.`,
  eventType: 'O tipo do evento deve ser carregado ou erro.',
  eventsRateLimited: 'Muitos eventos enviados deste endereço. Aguarde um minuto e tente novamente.',
  overrideEntry: 'Informe o endereço http(s) do mf-manifest.json da outra versão.',
  overrideStaffOnly:
    'Só a equipe do produto pode carregar uma área de outro endereço (sem login, só endereços locais em desenvolvimento).',
  overrideNotAllowed: (origin: string): string =>
    `${origin} não é uma versão publicada desta área nem um endereço de prévia liberado pela equipe do produto.`,
  overrideRateLimited: 'Muitas verificações deste endereço. Aguarde um minuto e tente novamente.',
  eventsBusy: 'Muitos eventos recebidos no momento. Aguarde um minuto e tente novamente.',
  ticket: 'O comprovante do evento é inválido.',
  container: 'Container inválido.',
  containerNotText: 'O campo container deve ser um texto.',
  eventMessageNotText: 'A mensagem do evento deve ser um texto.',
  eventMessageTooLong: 'A mensagem do evento é longa demais.',
  notPublished: (container: string, versao: string): string =>
    `A versão ${versao} de ${container} não foi publicada.`,
  versionExists: (container: string, versao: string): string =>
    `A versão ${versao} de ${container} já existe; publique com outro nome de versão.`,
  tokenMissing: 'Informe o token de deploy no cabeçalho Authorization (Bearer <token>).',
  tokenInvalid: 'Token de deploy inválido ou revogado.',
  tooManyFailures:
    'Muitas tentativas com token de deploy inválido deste endereço. Aguarde e tente novamente.',
  otherContainer: (tokenContainer: string, container: string): string =>
    `Este token de deploy é do container ${tokenContainer}; não pode publicar em ${container}.`,
  unknownContainer: (container: string): string => `O container ${container} não existe.`,
  filePath: 'Caminho de arquivo inválido: use um caminho relativo dentro da versão (sem "..").',
  fileTooLarge: (mb: number): string => `Arquivo maior que o limite de ${mb} MB por arquivo.`,
  forceNotAllowed: 'Somente o stack local pode ativar uma versão recusada pela verificação de contrato.',
  uploadBody: 'Envie o conteúdo do arquivo no corpo da requisição.',
  refused: (mensagem: string): string => `${mensagem} Nada foi publicado.`,
} as const;
