/**
 * The build-time check of the SPA's settings (env.ts says what each means): run by
 * vite.config.ts in Node when `vite` or `vite build` starts, so a bad `.env` fails fast there
 * and the browser carries no validator. Never imported by the SPA.
 */
import { z } from 'zod';

const envSchema = z.object({
  VITE_BACKEND: z.enum(['http', 'fake']).default('http'),
  VITE_API_URL: z.url().optional(),
  VITE_LIFE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
});

/** The raw settings once checked: empty values count as unset (env.ts reads them in the browser). */
export type BuildEnv = z.infer<typeof envSchema>;

/**
 * The checked settings of a Vite env object (empty values count as unset); throws
 * 'Configuração inválida do Cotador (.env): KEY: message' when a value is invalid.
 */
export function checkEnv(raw: Record<string, unknown>): BuildEnv {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Configuração inválida do Cotador (.env): ${details}`);
  }
  return parsed.data;
}
