/**
 * The sentences the HTTP adapters show for a failure the server did not word itself. Apart from
 * remote-call.ts (which imports ky) so the first stage can say them without carrying ky
 * (src/infrastructure/di/shell-ports.ts).
 */

/** The network is down or the server cannot be reached (also: the HTTP client's code could not be fetched). */
export const UNAVAILABLE_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
/** The server failed (5xx). */
export const SERVER_ERROR_MESSAGE = 'Ops! Tivemos um erro ao processar sua requisição. Por favor, tente novamente em alguns minutos.';
/** The answer does not match its wire schema. */
export const UNEXPECTED_ANSWER_MESSAGE = 'Resposta inesperada do servidor.';
