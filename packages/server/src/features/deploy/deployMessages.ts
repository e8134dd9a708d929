// Texts of the deploy API (`pnpm release --api`): answered as is and printed by the release command.

export const DEPLOY_MESSAGES = {
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
