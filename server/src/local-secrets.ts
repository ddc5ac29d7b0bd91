/**
 * Secrets of a machine that runs without `JWT_SECRET` / `PAYMENT_WEBHOOK_SECRET` (the embedded
 * mode of `npm start`, development): generated at random on first start and kept in
 * `DATA_DIR/secrets.json` (file mode 0600, folder created if missing), so tokens and pending
 * webhooks survive a restart. No secret is ever a literal of the repository (docs/security.md).
 * `NODE_ENV=production` never uses them: there the variables are required.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The generated secrets: 48 random bytes each, base64url (64 characters). */
export interface LocalSecrets {
  jwtSecret: string;
  paymentWebhookSecret: string;
}

/** Where the secrets of `dataDir` are kept. */
export const localSecretsPath = (dataDir: string) => path.join(dataDir, 'secrets.json');

const storedSecrets = z.object({ jwt_secret: z.string().min(32), payment_webhook_secret: z.string().min(32) });

const newSecret = () => randomBytes(48).toString('base64url');

/**
 * Reads the secrets kept in `dataDir`, creating them on first use. A file that is not
 * valid is an error (never silently replaced: that would end every session and
 * invalidate the pending webhooks without a word).
 *
 * @throws Error when `secrets.json` exists but is not the expected JSON, or the folder cannot be written.
 */
export function loadOrCreateLocalSecrets(dataDir: string): LocalSecrets {
  const file = localSecretsPath(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const fresh = { jwt_secret: newSecret(), payment_webhook_secret: newSecret() };
  try {
    // 'wx': only the first process creates it; a concurrent start reads the winner's.
    writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const parsed = storedSecrets.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: arquivo de segredos inválido / invalid secrets file; remova-o para gerar novos (todas as sessões terminarão)`);
  return { jwtSecret: parsed.data.jwt_secret, paymentWebhookSecret: parsed.data.payment_webhook_secret };
}

/** Random secrets that live only in this process (NODE_ENV=test without the variables). */
export function ephemeralSecrets(): LocalSecrets {
  return { jwtSecret: newSecret(), paymentWebhookSecret: newSecret() };
}
