/**
 * Error page contents (spec point 8 "Error page"): a status code, a type and a
 * text, with buttons Voltar and Home.
 */

/** What the error page shows for one status. */
export interface ErrorPageContent {
  status: number;
  type: string;
  title: string;
  text: string;
}

const NOT_FOUND_TEXT = 'Verifique se o endereço foi digitado corretamente.';

/**
 * Texts per status: 400 and 404 'Página Não Encontrada'; 403 'Forbidden' with the
 * same not-found text; 500/502/503 (and any other) 'Erro Inesperado' with
 * 'Ops! Tivemos um erro ao processar sua requisição' and
 * 'Por favor, tente novamente em alguns minutos'. An unknown route (404) also says
 * 'This page could not be found'.
 */
export function errorPageContent(status: number): ErrorPageContent {
  if (status === 404) {
    return { status, type: 'This page could not be found', title: 'Página Não Encontrada', text: NOT_FOUND_TEXT };
  }
  if (status === 400) {
    return { status, type: 'Bad Request', title: 'Página Não Encontrada', text: NOT_FOUND_TEXT };
  }
  if (status === 403) {
    return { status, type: 'Forbidden', title: 'Forbidden', text: NOT_FOUND_TEXT };
  }
  return {
    status,
    type: 'Erro Inesperado',
    title: 'Ops! Tivemos um erro ao processar sua requisição',
    text: 'Por favor, tente novamente em alguns minutos',
  };
}
