// The check the server runs at start when REDIS_URL is set, against real redis-server
// processes: a stock one (no key-space events, Redis's default), one with other flags, one
// with CONFIG disabled as some hosted Redis have it, and none at all.
import { createClient } from 'redis'
import { afterEach, describe, expect, it } from 'vitest'

import {
  ensureRedisKeyspaceEvents,
  missingKeyspaceFlags,
  RedisKeyspaceEventsError,
} from '@/lib/cache/redis-keyspace-events'

import { freePort, startRedis } from '../support/redis'

const servers: Awaited<ReturnType<typeof startRedis>>[] = []

async function redis(options: Parameters<typeof startRedis>[1]) {
  const server = await startRedis(await freePort(), options)
  servers.push(server)
  return server
}

/** The setting as the server reports it, read over a connection of the test's own. */
async function keyspaceEvents(url: string): Promise<string> {
  const client = createClient({ url })
  await client.connect()
  try {
    return (await client.configGet('notify-keyspace-events'))['notify-keyspace-events'] ?? ''
  } finally {
    await client.disconnect()
  }
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()))
})

describe('Redis key-space events at start', () => {
  it('turns them on for a stock Redis, which sends none', async () => {
    const { url } = await redis({ stock: true })
    expect(await keyspaceEvents(url)).toBe('')

    const result = await ensureRedisKeyspaceEvents(url)

    expect(result).toMatchObject({ status: 'set', from: '' })
    const now = await keyspaceEvents(url)
    expect(missingKeyspaceFlags(now)).toBe('')
    expect([...now].sort().join('')).toBe('Eex')
    // Set once, it is found ready by the next instance that starts.
    expect(await ensureRedisKeyspaceEvents(url)).toEqual({ status: 'ready', flags: now })
  })

  it("keeps the server's other flags when it adds the missing ones", async () => {
    const { url } = await redis({ stock: true, args: ['--notify-keyspace-events', 'Kg'] })
    await ensureRedisKeyspaceEvents(url)
    expect([...(await keyspaceEvents(url))].sort().join('')).toBe('EKegx')
  })

  it('refuses, naming the setting and how to set it, when CONFIG is disabled', async () => {
    const { url } = await redis({ stock: true, args: ['--rename-command', 'CONFIG', ''] })
    const attempt = ensureRedisKeyspaceEvents(url)
    await expect(attempt).rejects.toBeInstanceOf(RedisKeyspaceEventsError)
    const message = await attempt.catch((error: Error) => error.message)
    expect(message).toContain('notify-keyspace-events Exe')
    expect(message).toContain('redis.conf')
    expect(message).toContain('redis-server --notify-keyspace-events Exe')
    expect(message).toContain('SKIP_KEYSPACE_CONFIG_CHECK=true')
  })

  it('reports a Redis that cannot be reached, within its short timeout', async () => {
    const started = Date.now()
    const result = await ensureRedisKeyspaceEvents(`redis://127.0.0.1:${await freePort()}`, {
      timeoutMs: 1_000,
    })
    expect(result.status).toBe('unreachable')
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  it('needs E, and x and e unless A covers them', () => {
    expect(missingKeyspaceFlags('')).toBe('Exe')
    expect(missingKeyspaceFlags('Ex')).toBe('e')
    expect(missingKeyspaceFlags('AE')).toBe('')
    expect(missingKeyspaceFlags('AK')).toBe('E')
    expect(missingKeyspaceFlags('xeE')).toBe('')
  })
})
