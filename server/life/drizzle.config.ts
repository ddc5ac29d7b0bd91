/** drizzle-kit configuration of the life service: `npm run db:generate:life` writes its SQL migrations to server/life/drizzle. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/life/db/schema.ts',
  out: './server/life/drizzle',
  schemaFilter: ['life'],
  migrations: { schema: 'life', table: '__drizzle_migrations' },
});
