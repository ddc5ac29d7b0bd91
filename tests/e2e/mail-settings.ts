/** Where the e2e mail catcher listens and writes (shared by playwright.config.ts, the setup and the tests). */
import path from 'node:path';

const e2ePort = Number(process.env.E2E_PORT ?? 18081);
/** SMTP port of the e2e mail catcher (E2E_SMTP_PORT, default E2E_PORT + 944, i.e. 19025). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? e2ePort + 944);
/** Folder where each received mail is written as JSON. */
export const E2E_MAIL_DIR = path.resolve(`.tmp/e2e-mail-${E2E_SMTP_PORT}`);
