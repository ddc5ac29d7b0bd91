/** drizzle-kit configuration: `npm run db:generate` writes SQL migrations to server/drizzle. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // schema.ts holds accounts, users and tokens and re-exports each area's
  // schema-<area>.ts file (catalog, quotations, payments...).
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
});
