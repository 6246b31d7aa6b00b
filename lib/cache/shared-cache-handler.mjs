// Next's page and data cache in Redis (or Valkey), shared by every instance, when REDIS_URL is
// set (next.config.mjs names this file only then). The library keeps a tag index in each
// process, synchronised over Redis pub/sub, so revalidateTag/revalidatePath/updateTag on one
// instance removes the entries every instance reads. A Redis that is down or slow (over
// REDIS_GET_TIMEOUT_MS) is a cache miss: the page renders from the database instead.
import CachedHandler from '@trieb.work/nextjs-turbo-redis-cache'
import { createClient } from 'redis'

/**
 * How long Redis keeps an entry that is fresh for `staleAge` seconds: the library's 1.2 times,
 * in whole seconds. Redis refuses a SET whose EX is a fraction ("value is not an integer"),
 * and a page fresh until a scheduled article's minute lives any number of seconds.
 */
export const expireAge = (staleAge) => Math.ceil(staleAge * 1.2)

export default class SharedCacheHandler extends CachedHandler {
  constructor(context) {
    watchRedis(process.env.REDIS_URL)
    super({
      redisUrl: process.env.REDIS_URL,
      // The database is the one REDIS_URL names (redis://host:6379/2); the library would
      // otherwise pick 1 for anything but Vercel's production.
      database: 0,
      // Entries are keyed by the build: instances share a cache only when they run the same
      // build (one image, or one .next copied to each machine).
      serverDistDir: context?.serverDistDir,
      getTimeoutMs: Number(process.env.REDIS_GET_TIMEOUT_MS) || 500,
      estimateExpireAge: expireAge,
    })
  }

  /**
   * A page that another instance was rendering from the old data when the edit landed is
   * stored after this invalidation and would stay until it expires (5 minutes): the same
   * invalidation again, a moment later, removes it.
   */
  revalidateTag(...args) {
    setTimeout(() => {
      super
        .revalidateTag(...args)
        .catch((error) => console.error('Late invalidation failed', error))
    }, LATE_INVALIDATION_MS).unref()
    return super.revalidateTag(...args)
  }
}

const LATE_INVALIDATION_MS = 3_000

// The library logs every failed call and every reconnect attempt with its stack (about 3,200
// lines in 30 s of an outage) and takes no logger. While Redis is away its connection errors
// are held back, and the server says so twice: once when it goes, once when it is back, as a
// client of its own that only connects sees it. Other errors of the library pass as they are.
const WATCH = Symbol.for('mbbs.redis-watch')
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
])
const CONNECTION_ERRORS = new Set([
  'ConnectionTimeoutError',
  'SocketClosedUnexpectedlyError',
  'ClientClosedError',
  'ClientOfflineError',
  'DisconnectsClientError',
  'ReconnectStrategyError',
  'SocketTimeoutError',
])
const ABOUT_REDIS = /redis|subscriber|synced ?map|resync|keyspace/i
// node-redis names few of its errors: these are its words for a lost connection.
const LOST =
  /socket closed unexpectedly|not ready yet or connection is lost|the client is closed|connection timeout/i
/** After the line that says it is back, the library's clients may take a moment to follow. */
const SETTLING_MS = 10_000

/** The connection failure among a log call's arguments, if there is one. */
function connectionFailure(args) {
  const seen = new Set()
  const visit = (value) => {
    if (!(value instanceof Error) || seen.has(value)) return undefined
    seen.add(value)
    if (CONNECTION_CODES.has(value.code) || CONNECTION_ERRORS.has(value.name)) {
      return value.code ?? value.name
    }
    for (const inner of [value.cause, ...(Array.isArray(value.errors) ? value.errors : [])]) {
      const found = visit(inner)
      if (found) return found
    }
    return undefined
  }
  for (const arg of args) {
    const found = visit(arg)
    if (found) return found
  }
  return undefined
}

function watchRedis(url) {
  if (!url || globalThis[WATCH]) return
  const state = { down: false, backAt: 0 }
  globalThis[WATCH] = state
  let where = 'REDIS_URL'
  try {
    where = new URL(url).host
  } catch {}
  const log = console.log.bind(console)
  const settling = () => Date.now() - state.backAt < SETTLING_MS
  const goneSince = (reason) => {
    if (state.down || settling()) return
    state.down = true
    log(
      `Redis at ${where} is unreachable (${reason}): pages render from the database, unshared, until it is back.`,
    )
  }
  for (const level of ['error', 'warn']) {
    const write = console[level].bind(console)
    console[level] = (...args) => {
      // The library's own lines, and Next's about a cache read or write the library refused.
      const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')
      const aboutRedis = ABOUT_REDIS.test(text)
      const failure = connectionFailure(args) ?? LOST.exec(text)?.[0]
      if (failure && (aboutRedis || state.down)) return goneSince(failure)
      if (aboutRedis && (state.down || settling())) return
      write(...args)
    }
  }
  const probe = createClient({
    url,
    // Tries again every second while it is away: the line that says it is back comes soon after.
    socket: { reconnectStrategy: () => 1000 },
  })
  probe.on('error', (error) => goneSince(connectionFailure([error]) ?? error.message))
  probe.on('ready', () => {
    if (!state.down) return
    state.down = false
    state.backAt = Date.now()
    log(`Redis at ${where} is back: the shared cache is in use again.`)
  })
  // It must not hold the process open at shutdown.
  probe
    .connect()
    .then(() => probe.unref())
    .catch(() => {})
}
