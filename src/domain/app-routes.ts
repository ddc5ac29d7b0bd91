/**
 * The SPA's routes (spec point 2) and who may open them. Pure data plus matching;
 * the UI maps each route id to its screen and layout.
 *
 * Access:
 * - `public`: anyone, logged in or not (landing, registration, password recovery,
 *   the public proposal link).
 * - `private`: a logged-in user, subject to the payment gate.
 * - `admin-role`: private, and the user has the admin role (Plano e Assinaturas).
 * - `superuser`: private, and the user is a superuser (/admin/...).
 */

export type RouteAccess = 'public' | 'private' | 'admin-role' | 'superuser';

/** One route of spec point 2. `pattern` uses wouter syntax (`:param?` optional). */
export interface AppRoute {
  id: string;
  pattern: string;
  access: RouteAccess;
  /** Page title part, used in 'Cotador de Planos de Saúde | %s'. */
  title: string;
}

/** Every route of spec point 2, in the spec's order. */
export const APP_ROUTES = [
  { id: 'dashboard', pattern: '/', access: 'private', title: 'Dashboard' },
  { id: 'home', pattern: '/home', access: 'public', title: 'Início' },
  { id: 'logout', pattern: '/logout', access: 'public', title: 'Sair' },
  { id: 'register', pattern: '/registrar', access: 'public', title: 'Cadastro' },
  { id: 'register-cvs', pattern: '/registrar/cvs', access: 'public', title: 'Cadastro' },
  { id: 'confirm-email', pattern: '/confirmar-email', access: 'public', title: 'Confirmar e-mail' },
  { id: 'confirm-email-change', pattern: '/confirmar-novo-email', access: 'public', title: 'Confirmar novo e-mail' },
  { id: 'forgot-password', pattern: '/esqueci-a-senha', access: 'public', title: 'Esqueci a senha' },
  { id: 'reset-password', pattern: '/resetar-senha', access: 'public', title: 'Redefinir senha' },
  { id: 'start', pattern: '/comecar', access: 'private', title: 'Começar' },
  { id: 'subscription-blocked', pattern: '/assinatura', access: 'private', title: 'Assinatura' },
  { id: 'subscription-blocked-management', pattern: '/assinatura/gerenciamento', access: 'private', title: 'Gerenciar assinatura' },
  { id: 'register-and-subscribe', pattern: '/registro-e-assinatura', access: 'public', title: 'Cadastro e assinatura' },
  { id: 'plan-and-subscriptions', pattern: '/plano-e-assinaturas', access: 'admin-role', title: 'Plano e Assinaturas' },
  { id: 'plan-and-subscriptions-old', pattern: '/plano-e-assinaturas-old', access: 'admin-role', title: 'Plano e Assinaturas' },
  { id: 'subscription-management', pattern: '/plano-e-assinaturas/gerenciamento', access: 'private', title: 'Gerenciar assinatura' },
  { id: 'subscription-cancel', pattern: '/plano-e-assinaturas/gerenciamento/confirmar-cancelamento', access: 'admin-role', title: 'Confirmar cancelamento' },
  { id: 'quotation', pattern: '/cotacao', access: 'private', title: 'Cotação' },
  { id: 'comparative-proposal', pattern: '/proposta/comparativo', access: 'private', title: 'Proposta comparativa' },
  { id: 'comparison-pdf', pattern: '/comparacao-pdf/:uuid?', access: 'public', title: 'Comparativo em PDF' },
  // Not in spec point 2: the account's saved quotations.
  { id: 'my-quotations', pattern: '/minhas-cotacoes', access: 'private', title: 'Minhas cotações' },
  // Not in spec point 2: the account's clients and one client's page.
  { id: 'clients', pattern: '/clientes', access: 'private', title: 'Clientes' },
  { id: 'client', pattern: '/clientes/:id', access: 'private', title: 'Cliente' },
  { id: 'institutions', pattern: '/instituicoes/:instituicao?', access: 'private', title: 'Operadoras' },
  { id: 'profile', pattern: '/perfil', access: 'private', title: 'Editar Perfil' },
  { id: 'tutorials', pattern: '/tutoriais', access: 'private', title: 'Tutoriais' },
  { id: 'admin-control-panel', pattern: '/admin/painel-de-controle', access: 'superuser', title: 'Painel de Controle' },
  { id: 'admin-payment-report', pattern: '/admin/relatorio-de-pagamento', access: 'superuser', title: 'Relatório de pagamento' },
  { id: 'admin-edit', pattern: '/admin/editar/:instituicao?', access: 'superuser', title: 'Editar operadora' },
  { id: 'life-insurance', pattern: '/seguro-de-vida/porto_seguro', access: 'private', title: 'Seguro de Vida' },
  { id: 'life-insurance-finalization', pattern: '/seguro-de-vida/finalizacao/porto_seguro', access: 'private', title: 'Finalização do Seguro de Vida' },
  { id: 'life-insurance-shared-proposal', pattern: '/seguro-de-vida/proposta/:token', access: 'public', title: 'Proposta de Seguro de Vida' },
] as const satisfies readonly AppRoute[];

export type AppRouteId = (typeof APP_ROUTES)[number]['id'];

function normalize(path: string): string {
  const noQuery = path.split(/[?#]/)[0] ?? '/';
  const trimmed = noQuery.length > 1 ? noQuery.replace(/\/+$/, '') : noQuery;
  return trimmed === '' ? '/' : trimmed;
}

function matches(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  let i = 0;
  for (const part of patternParts) {
    const optional = part.startsWith(':') && part.endsWith('?');
    const param = part.startsWith(':');
    const segment = pathParts[i];
    if (segment === undefined) {
      if (optional) continue;
      return false;
    }
    if (!param && segment !== part) return false;
    i += 1;
  }
  return i === pathParts.length;
}

/** The route a path (with or without query/trailing slash) belongs to, or null (404). */
export function findRoute(path: string): AppRoute | null {
  const clean = normalize(path);
  return APP_ROUTES.find((route) => matches(route.pattern, clean)) ?? null;
}

/** The path without query, hash and trailing slash (`/cotacao/?a=1` → `/cotacao`). */
export function normalizePath(path: string): string {
  return normalize(path);
}

/** Page title of spec point 1: 'Cotador de Planos de Saúde | %s'. */
export function pageTitle(part: string): string {
  return `Cotador de Planos de Saúde | ${part}`;
}
