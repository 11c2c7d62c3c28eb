// `npm run db:generate -w api` writes a new migration into ./drizzle after a schema change.
// The same folder is applied at start for PGlite and PostgreSQL (src/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
