import { inject } from 'vitest'

import { openDatabase, type DatabaseHandle } from '@/lib/db/client'

import { createScratchDatabase } from './postgres'

export type TestBackend = {
  name: string
  open: () => Promise<DatabaseHandle & { drop?: () => Promise<void> }>
}

/** In-memory PGlite always; a scratch database on a real PostgreSQL when one was found. */
export function testBackends(): TestBackend[] {
  const server = inject('postgres')
  const backends: TestBackend[] = [
    { name: 'PGlite (in memory)', open: () => openDatabase({ kind: 'pglite-memory' }) },
  ]
  if (!('reason' in server)) {
    backends.push({
      name: 'PostgreSQL',
      open: async () => {
        const scratch = await createScratchDatabase(server)
        const handle = await openDatabase({
          kind: 'postgres',
          url: scratch.url,
          options: scratch.options,
        })
        return { ...handle, drop: scratch.drop }
      },
    })
  }
  return backends
}

const HANDLE = Symbol.for('mbbs.database')

/** Makes the server code's getDatabase() answer with this handle (the seam the app reads). */
export function useAsProcessDatabase(handle: DatabaseHandle | undefined) {
  ;(globalThis as Record<symbol, unknown>)[HANDLE] = handle ? Promise.resolve(handle) : undefined
}
