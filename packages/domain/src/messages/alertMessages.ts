// Answers of the alert routes (spec 001 §7 "Alerts"); the spec words none of them, these are ours.

export const ALERT_MESSAGES = {
  notFound: 'Alerta não encontrado.',
  notDeletable: 'Este alerta não pode ser excluído.',
  sendForbidden: 'Apenas administradores podem enviar alertas.',
  generalForbidden:
    'Apenas usuários master ou da equipe do produto podem enviar alertas a todas as empresas.',
  generalOtherBrand: 'Apenas a equipe do produto pode enviar alertas a outra marca.',
  invalidType: 'O tipo do alerta deve ser info, success ou warning.',
  invalidLink: 'O link do alerta deve ser um caminho da aplicação ou um endereço http(s).',
  invalidDeletable: 'O campo permiteExcluir deve ser verdadeiro ou falso.',
  invalidRead: 'O campo lido deve ser verdadeiro ou falso.',
  onlyReadChanges: 'Apenas o campo lido pode ser alterado.',
} as const;
