// Dialog texts of spec 001 §8–9 (kept here until @erp/domain's MESSAGES covers them).
export const DIALOG_TEXT = {
  errorTitle: 'Atenção!',
  errorText: 'Não foi possível realizar esta ação.',
  detailLabel: 'Detalhe:',
  ok: 'OK',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  duplicate: 'Registro duplicado, verifique os dados e tente novamente',
  minLength: (n: number) => `Informe no mínimo ${n} caracteres!`,
  maxLength: (n: number) => `Informe no máximo ${n} caracteres!`,
} as const;

/** Dialog confirmations wait this long after closing before the caller continues (spec 001 §9). */
export const DIALOG_CONFIRM_WAIT_MS = 200;
