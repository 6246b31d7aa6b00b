import 'server-only'

import { createClient } from 'redis'

export const KEYSPACE_EVENTS = 'notify-keyspace-events'

/**
 * The flags the shared cache handler (@trieb.work/nextjs-turbo-redis-cache) needs: E, for
 * key-event notifications, and the expired and evicted events, x and e (or A, every class).
 * Without them a stock Redis accepts connections and every cache write then times out.
 */
export function missingKeyspaceFlags(flags: string): string {
  let missing = flags.includes('E') ? '' : 'E'
  if (!flags.includes('A')) {
    if (!flags.includes('x')) missing += 'x'
    if (!flags.includes('e')) missing += 'e'
  }
  return missing
}

export class RedisKeyspaceEventsError extends Error {
  constructor(detail: string) {
    super(
      [
        `REDIS_URL: the Redis server must have ${KEYSPACE_EVENTS} Exe (${detail}).`,
        'The shared page cache listens to these events: without them every cache write times',
        'out and staff edits never finish. Set it on the Redis server, in one of these ways:',
        `  in redis.conf:   ${KEYSPACE_EVENTS} Exe`,
        `  at its start:    redis-server --${KEYSPACE_EVENTS} Exe`,
        `  while it runs:   redis-cli CONFIG SET ${KEYSPACE_EVENTS} Exe`,
        '  a hosted Redis that disables CONFIG: in its parameter group or console, and then',
        '  set SKIP_KEYSPACE_CONFIG_CHECK=true here (the server then trusts that it is set).',
      ].join('\n'),
    )
    this.name = 'RedisKeyspaceEventsError'
  }
}

export type KeyspaceEventsCheck =
  | { status: 'ready'; flags: string }
  | { status: 'set'; from: string; to: string }
  | { status: 'unreachable'; reason: string }

/**
 * Makes sure the Redis at `url` sends the key-space events the shared cache handler needs,
 * adding the missing flags with CONFIG SET. Throws RedisKeyspaceEventsError when the setting
 * cannot be read or changed (CONFIG disabled or refused). A server that cannot be reached
 * within `timeoutMs` is reported, not an error: the cache handler treats it as a miss.
 */
export async function ensureRedisKeyspaceEvents(
  url: string,
  { timeoutMs = 2_000 }: { timeoutMs?: number } = {},
): Promise<KeyspaceEventsCheck> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
  })
  // Without a listener, a failed connection would be an uncaught 'error' event.
  client.on('error', () => {})
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Unreachable(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    return await Promise.race([check(client), timeout])
  } catch (error) {
    if (error instanceof Unreachable) return { status: 'unreachable', reason: error.message }
    throw error
  } finally {
    clearTimeout(timer)
    await client.disconnect().catch(() => {})
  }
}

class Unreachable extends Error {}

async function check(client: ReturnType<typeof createClient>): Promise<KeyspaceEventsCheck> {
  try {
    await client.connect()
  } catch (error) {
    throw new Unreachable(error instanceof Error ? error.message : String(error))
  }
  let flags: string
  try {
    flags = (await client.configGet(KEYSPACE_EVENTS))[KEYSPACE_EVENTS] ?? ''
  } catch (error) {
    throw new RedisKeyspaceEventsError(`reading it failed: ${describe(error)}`)
  }
  const missing = missingKeyspaceFlags(flags)
  if (!missing) return { status: 'ready', flags }
  try {
    await client.configSet(KEYSPACE_EVENTS, flags + missing)
  } catch (error) {
    throw new RedisKeyspaceEventsError(
      `it is "${flags}", and setting it to "${flags + missing}" failed: ${describe(error)}`,
    )
  }
  const now = (await client.configGet(KEYSPACE_EVENTS))[KEYSPACE_EVENTS] ?? ''
  if (missingKeyspaceFlags(now)) {
    throw new RedisKeyspaceEventsError(`it is "${now}" after setting it to "${flags + missing}"`)
  }
  return { status: 'set', from: flags, to: now }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
