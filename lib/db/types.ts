import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

import type * as schema from '@/lib/db/schema'

/** The database as queries see it: the same API over PGlite and postgres.js. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
