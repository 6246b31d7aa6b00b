import 'server-only'

import { closeDatabase } from '@/lib/db/client'
import { acquireDataDirLock, DataDirLockedError } from '@/lib/db/data-dir-lock.mjs'
import { env } from '@/lib/env'
import {
  startDeliverySweeper,
  stopDeliverySweeper,
  webhookConfig,
  WEBHOOK_NOT_CONFIGURED,
} from '@/lib/leads/outbox'
import { EnvError } from '@/lib/public-env'

function fail(message: string): never {
  console.error(`\n${message}\n`)
  process.exit(1)
}

/**
 * Runs once when the server starts (instrumentation.ts): checks the configuration, takes
 * the DATA_DIR lock so a second server on the same folder stops at once, and closes the
 * database cleanly on shutdown. The database itself opens lazily on first use.
 */
export function startServer(): void {
  let config
  try {
    config = env()
  } catch (error) {
    if (error instanceof EnvError) fail(error.message)
    throw error
  }

  if (!config.DATABASE_URL) {
    try {
      acquireDataDirLock(config.DATA_DIR, { port: config.PORT })
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message)
      throw error
    }
  }

  if (webhookConfig()) startDeliverySweeper()
  else console.warn(`${WEBHOOK_NOT_CONFIGURED}: leads are stored and marked undelivered.`)

  registerShutdown()
}

const SHUTDOWN = Symbol.for('mbbs.shutdown')

/**
 * The closing steps, for whoever stops the process: scripts/start.mjs calls this after its
 * HTTP server has drained. Under a bare `next start`, whose signal handler ends in
 * process.exit, the exit is deferred until the database has closed.
 */
function registerShutdown(): void {
  let closing: Promise<void> | undefined
  const shutdown = () =>
    (closing ??= (async () => {
      stopDeliverySweeper()
      await closeDatabase()
      console.log('Database closed.')
    })())
  ;(globalThis as Record<symbol, unknown>)[SHUTDOWN] = shutdown
  closeDatabaseBeforeExit(shutdown)
}

/**
 * `next start` answers SIGTERM and SIGINT by closing the HTTP server, waiting for requests in
 * flight, then calling process.exit. That exit is synchronous, and closing PGlite is not, so
 * the exit is deferred until the database has closed (at most 5 s).
 */
function closeDatabaseBeforeExit(shutdown: () => Promise<void>): void {
  const exit = process.exit.bind(process)
  let exiting = false
  process.exit = ((code?: number | string | null) => {
    if (exiting) return exit(code ?? undefined)
    exiting = true
    const timeout = new Promise((resolve) => setTimeout(resolve, 5000).unref())
    void Promise.race([shutdown(), timeout])
      .catch((error: unknown) => console.error('Closing the database failed:', error))
      .finally(() => exit(code ?? undefined))
    return undefined as never
  }) as typeof process.exit
}
