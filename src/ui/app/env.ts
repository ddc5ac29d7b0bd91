/**
 * The SPA's build-time settings, parsed with zod at start-up (fail fast):
 * - VITE_BACKEND: 'http' (the REST API, default) or 'fake' (in-memory fakes; `npm run dev:fake`);
 * - VITE_API_URL: absolute API root ending in '/api/' (default: this origin + '/api/').
 */
import { z } from 'zod';

const envSchema = z.object({
  VITE_BACKEND: z.enum(['http', 'fake']).default('http'),
  VITE_API_URL: z.url().optional(),
});

export interface AppEnv {
  backend: 'http' | 'fake';
  apiUrl: string;
}

/** Parses a Vite env object; throws with a readable message when a value is invalid. */
export function parseEnv(raw: Record<string, unknown>, origin: string): AppEnv {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Configuração inválida do Cotador (.env): ${details}`);
  }
  const apiUrl = parsed.data.VITE_API_URL ?? `${origin}/api/`;
  return { backend: parsed.data.VITE_BACKEND, apiUrl: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/` };
}

/** The settings of this build. */
export function readEnv(): AppEnv {
  return parseEnv(import.meta.env as unknown as Record<string, unknown>, window.location.origin);
}
