// Until @erp/domain's MESSAGES catalogue covers them, the client's own Portuguese texts live here, once.

/** The request never got an answer (offline, DNS, CORS, timeout). */
export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor.';
/** The answer did not have the shape the client expects. */
export const UNEXPECTED_RESPONSE_MESSAGE = 'Resposta inesperada do servidor.';
/** An error answer without a readable message. */
export const httpErrorMessage = (status: number): string => `O servidor respondeu com erro (${status}).`;
