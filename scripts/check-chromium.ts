/**
 * Pre-flight for `npm run test:e2e`: Playwright drives Debian's Chromium (its own browser
 * download fails on these machines). Checks CHROMIUM_PATH, else /usr/bin/chromium; exits 1
 * with the install command when it is missing.
 */
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(`Chromium não encontrado. Instale com: apt-get install -y chromium`);
  console.error(`(procurado em ${chromium}; defina CHROMIUM_PATH para usar outro caminho)`);
  process.exit(1);
}
