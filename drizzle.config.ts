import { defineConfig } from 'drizzle-kit'

// Only `drizzle-kit generate` is used: it writes SQL from the schema and needs no database.
// Never point drizzle-kit at a live PGlite folder.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './drizzle',
})
