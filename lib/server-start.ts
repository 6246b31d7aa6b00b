import 'server-only'

import { pruneSessions } from '@/lib/auth/local'
import { startBackupSchedule } from '@/lib/backup/schedule'
import { writeBackupToken } from '@/lib/backup/token'
import {
  ensureRedisKeyspaceEvents,
  KEYSPACE_EVENTS,
  RedisKeyspaceEventsError,
} from '@/lib/cache/redis-keyspace-events'
import { pruneRateLimits } from '@/lib/data/rate-limits'
import { closeDatabase, getDb } from '@/lib/db/client'
import { acquireDataDirLock, DataDirLockedError } from '@/lib/db/data-dir-lock.mjs'
import { env } from '@/lib/env'
import { sendDeskDigests } from '@/lib/digests/desk'
import { sendWeeklyFactDigest } from '@/lib/digests/facts'
import { guardIncomingRequests } from '@/lib/http/request-guard'
import {
  grievanceOfficerPlaceholdersInEffect,
  grievanceOfficerStartRefusal,
} from '@/lib/grievance-officer'
import {
  startDeliverySweeper,
  stopDeliverySweeper,
  webhookConfig,
  WEBHOOK_NOT_CONFIGURED,
} from '@/lib/leads/outbox'
import { routeUnroutedLeads } from '@/lib/leads/receive'
import { mailConfig } from '@/lib/mail/send'
import { EnvError } from '@/lib/public-env'
import { branchContacts, contactPlaceholdersInEffect } from '@/lib/site'

function fail(message: string): never {
  console.error(`\n${message}\n`)
  process.exit(1)
}

/**
 * Runs once when the server starts (instrumentation.ts), before it answers requests: checks
 * the configuration (the shared cache's Redis included), takes the DATA_DIR lock so a second
 * server on the same folder stops at once, opens the database once the server is up, and closes
 * it cleanly on shutdown.
 */
export async function startServer(): Promise<void> {
  guardIncomingRequests()
  let config
  try {
    config = env()
  } catch (error) {
    if (error instanceof EnvError) fail(error.message)
    throw error
  }

  const refusal = grievanceOfficerStartRefusal(config)
  if (refusal) fail(refusal)

  if (config.REDIS_URL && !config.SKIP_KEYSPACE_CONFIG_CHECK) {
    await checkRedisKeyspaceEvents(config.REDIS_URL)
  }

  if (!config.DATABASE_URL) {
    try {
      acquireDataDirLock(config.DATA_DIR, { port: config.PORT })
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message)
      throw error
    }
    // `npm run backup` asks this server for the file, with this token (lib/backup/token.ts).
    writeBackupToken(config.DATA_DIR)
  }

  warnOfContactPlaceholders()
  warnOfGrievanceOfficerPlaceholders()
  warnOfOfficesWithoutAddress()

  if (webhookConfig()) startDeliverySweeper()
  else console.warn(`${WEBHOOK_NOT_CONFIGURED}: leads are stored and marked undelivered.`)

  const pruner = startRateLimitPruner()
  const digest = startFactDigest(config.ADMIN_EMAIL, config.NEXT_PUBLIC_SITE_URL)
  const deskDigest = startDeskDigest(config.NEXT_PUBLIC_SITE_URL)
  const router = startRoutingRetry()
  const backups = startBackupSchedule()
  // Opened as the server comes up rather than by its first visitor: the admin's first password,
  // when one is made, is printed now, and the first lead does not wait for the opening.
  setTimeout(() => {
    void getDb().catch((error: unknown) => console.error('Opening the database failed:', error))
  }, 0).unref()
  registerShutdown(() => {
    clearInterval(router)
    if (backups) clearInterval(backups)
    clearInterval(pruner)
    clearInterval(deskDigest)
    if (digest) clearInterval(digest)
  })
}

/**
 * The shared cache handler needs key-space events, which a stock Redis does not send: they
 * are turned on here when the server allows it, and the start is refused when it does not.
 * A Redis that cannot be reached now is left to the cache handler, which serves without it.
 */
async function checkRedisKeyspaceEvents(url: string): Promise<void> {
  let result
  try {
    result = await ensureRedisKeyspaceEvents(url)
  } catch (error) {
    if (error instanceof RedisKeyspaceEventsError) fail(error.message)
    throw error
  }
  if (result.status === 'set') {
    console.warn(
      `REDIS_URL: ${KEYSPACE_EVENTS} was "${result.from}"; set to "${result.to}" for the shared ` +
        `cache. Add \`${KEYSPACE_EVENTS} Exe\` to the Redis configuration so that it survives a ` +
        'restart of Redis.',
    )
  } else if (result.status === 'unreachable') {
    console.warn(
      `REDIS_URL: Redis could not be reached at start (${result.reason}); ` +
        `its ${KEYSPACE_EVENTS} setting was not checked.`,
    )
  }
}

/**
 * A production build that shows placeholder contact details sends visitors' calls and e-mails
 * nowhere: say so at every start, in a block the deployer cannot miss.
 */
function warnOfContactPlaceholders(): void {
  const placeholders = contactPlaceholdersInEffect()
  if (process.env.NODE_ENV !== 'production' || placeholders.length === 0) return
  const rule = '!'.repeat(78)
  console.warn(
    [
      rule,
      'WARNING: the site shows PLACEHOLDER contact details that reach nobody:',
      ...placeholders.map((item) => `  ${item.variable} is not set; pages show ${item.shown}`),
      'Set them and run `npm run build` again; see docs/deploy.md.',
      rule,
    ].join('\n'),
  )
}

/** An office the pages cannot give an address for sends its families to the phone instead. */
function warnOfOfficesWithoutAddress(): void {
  const cities = branchContacts.filter((branch) => !branch.address).map((branch) => branch.city)
  if (process.env.NODE_ENV !== 'production' || cities.length === 0) return
  console.warn(
    `No address for the ${cities.join(' and ')} office${cities.length > 1 ? 's' : ''} in ` +
      'data/site.ts: the contact page, the footer and the search data ask families to call ' +
      'for directions. Add each address there and run `npm run build` again.',
  )
}

/**
 * The privacy policy must name a Grievance Officer people can reach (SPDI Rules 2011 r.5(9)):
 * a demonstration server (DEMO_SITE) whose page shows the placeholder says so at every start.
 */
function warnOfGrievanceOfficerPlaceholders(): void {
  const placeholders = grievanceOfficerPlaceholdersInEffect()
  if (process.env.NODE_ENV !== 'production' || placeholders.length === 0) return
  const rule = '!'.repeat(78)
  console.warn(
    [
      rule,
      'WARNING: the privacy policy names a PLACEHOLDER Grievance Officer that reaches nobody:',
      ...placeholders.map((item) => `  ${item.variable} is not set; the page shows ${item.shown}`),
      'Set them and run `npm run build` again; see docs/deploy.md.',
      rule,
    ].join('\n'),
  )
}

const HOUR_MS = 60 * 60_000

/**
 * Every hour, drops rate-limit windows that ended more than a day ago (one row per address)
 * and staff sessions that have expired.
 */
function startRateLimitPruner(): NodeJS.Timeout {
  const timer = setInterval(() => {
    void getDb()
      .then(async (db) => {
        await pruneRateLimits(db, new Date(Date.now() - 24 * HOUR_MS))
        await pruneSessions(db)
      })
      .catch((error: unknown) => console.error('Pruning expired rows failed:', error))
  }, HOUR_MS)
  timer.unref()
  return timer
}

/**
 * The facts desk's weekly digest of stale facts, mailed to the admin over SMTP: tried a minute
 * after start and every six hours, sent once a week across every instance (lib/digests/facts.ts).
 * Without ADMIN_EMAIL or SMTP_URL there is nobody to mail; the desk shows the same list.
 */
function startFactDigest(to: string | undefined, siteUrl: string): NodeJS.Timeout | null {
  const mail = mailConfig()
  if (!to || !mail.smtpUrl) return null
  const run = () =>
    void getDb()
      .then((db) => sendWeeklyFactDigest(db, new Date(), { to, siteUrl, mail }))
      .then((outcome) => {
        if (outcome === 'sent') console.log(`The weekly digest of stale facts went to ${to}.`)
      })
      .catch((error: unknown) => console.error('The weekly facts digest failed:', error))
  setTimeout(run, 60_000).unref()
  const timer = setInterval(run, 6 * HOUR_MS)
  timer.unref()
  return timer
}

/**
 * Every minute, routes the leads whose assignment failed while the database was away (stored
 * and acknowledged, but left in no office's queue), so none waits unseen.
 */
function startRoutingRetry(): NodeJS.Timeout {
  const timer = setInterval(() => {
    void getDb()
      .then((db) => routeUnroutedLeads(db))
      .then((routed) => {
        if (routed > 0) console.log(`Routed ${routed} lead(s) whose assignment had failed.`)
      })
      .catch(() => {
        // The database is still away: the next minute tries again, without a line each time.
      })
  }, 60_000)
  timer.unref()
  return timer
}

/**
 * Each counsellor's morning digest of due follow-ups (lib/digests/desk.ts): tried a minute after
 * start and every 15 minutes, sent once a day per counsellor across every instance, by SMTP
 * or into the outbox.
 */
function startDeskDigest(siteUrl: string): NodeJS.Timeout {
  const run = () =>
    void getDb()
      .then((db) => sendDeskDigests(db, new Date(), { mail: mailConfig(), siteUrl }))
      .then((sent) => {
        if (sent > 0)
          console.log(`The desk's digest of due follow-ups went to ${sent} counsellor(s).`)
      })
      .catch((error: unknown) => console.error('The desk digest failed:', error))
  setTimeout(run, 60_000).unref()
  const timer = setInterval(run, 15 * 60_000)
  timer.unref()
  return timer
}

/**
 * The closing steps: `next start` answers SIGTERM and SIGINT by draining its HTTP server and
 * then calling process.exit, which is deferred until these have run.
 */
function registerShutdown(stopTimers: () => void): void {
  let closing: Promise<void> | undefined
  const shutdown = () =>
    (closing ??= (async () => {
      stopTimers()
      stopDeliverySweeper()
      await closeDatabase()
      console.log('Database closed.')
    })())
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
