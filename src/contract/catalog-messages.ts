/**
 * Sentences of the catalog answers (404 `detail`, 400 field messages): what the server and
 * the fake back end say. Apart from ./catalog.ts because the SPA shows the server's own
 * sentences and never these constants: `/cotacao`'s first load does not carry them.
 */

export const CATALOG_MESSAGES = {
  /** 404 of `GET /api/plans/{id}/`. */
  planNotFound: 'Plano não encontrado.',
  /** 404 of `GET /api/institutions/{id}/` and `GET /api/institution/{id}/simple`. */
  institutionNotFound: 'Instituição não encontrada.',
  /** 400 on `occupation`. */
  unknownOccupation: (id: number) => `Profissão ${id} não encontrada.`,
  /** 400 on `entity`. */
  unknownEntity: (id: number) => `Entidade ${id} não encontrada.`,
  /** 400 on `accredited_networks`, listing the ids not found. */
  unknownHospitals: (ids: readonly number[]) => `Hospital não encontrado: ${ids.join(', ')}.`,
  /** 400 on `city` in a state with several commercialization areas, listing their cities (pt-BR order). */
  unknownCity: (cities: readonly string[]) => `Cidade sem área de comercialização neste estado. Use uma destas: ${cities.join(', ')}.`,
  /** 400 on `search` of `GET /api/hospitals/` longer than {@link HOSPITAL_SEARCH_MAX_LENGTH}. */
  hospitalSearchTooLong: 'Busca longa demais (máximo 100 caracteres).',
  /** 400 on `type` of `GET /api/institutions/{id}/`. */
  invalidPlanType: 'Tipo de plano inválido: use CP, PF ou PJ.',
  /** 400 on `page`. */
  invalidPage: 'Página inválida: use um número inteiro a partir de 1.',
  /** 400 on `page_size`. */
  invalidPageSize: 'Itens por página: use um número inteiro de 1 a 100.',
} as const;
