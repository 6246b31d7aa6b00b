import net from 'node:net'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { POST } from '@/app/api/leads/route'
import { insertLead } from '@/lib/data/leads'
import { openDatabase, type DatabaseHandle } from '@/lib/db/client'
import { leadEvents, leads } from '@/lib/db/schema'
import { routeUnroutedLeads } from '@/lib/leads/receive'

import { useAsProcessDatabase } from '../support/backends'
import { createServerDatabase } from '../support/postgres'

process.env.TRUSTED_PROXY_HOPS = '0'
delete process.env.GOOGLE_SHEETS_WEBHOOK_URL

/**
 * A TCP relay in front of PostgreSQL that the test can cut and restore: the database going
 * away (a restart, a network fault) and coming back, without stopping the shared server.
 */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  let port = 0
  let listening = false
  const listen = () =>
    new Promise<void>((resolve) => {
      if (listening) return resolve()
      listening = true
      server = net.createServer((client) => {
        const upstream = net.connect(target)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port
        resolve()
      })
    })
  await listen()
  return {
    get port() {
      return port
    },
    async cut() {
      listening = false
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server!.close(() => resolve()))
    },
    restore: listen,
  }
}

const server = inject('postgres')
const onPostgres = 'reason' in server ? describe.skip : describe

onPostgres('PostgreSQL going away behind a TCP relay', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>
  let relay: Awaited<ReturnType<typeof startRelay>>
  let handle: DatabaseHandle

  beforeAll(async () => {
    if ('reason' in server) return
    database = await createServerDatabase(server)
    const direct = new URL(database.databaseUrl)
    relay = await startRelay({ host: direct.hostname, port: Number(direct.port) })
    const viaRelay = new URL(direct)
    viaRelay.host = `127.0.0.1:${relay.port}`
    handle = await openDatabase({ kind: 'postgres', url: viaRelay.toString() })
    useAsProcessDatabase(handle)
  })
  afterAll(async () => {
    useAsProcessDatabase(undefined)
    await relay?.restore()
    await handle?.close()
    await database?.drop()
  })

  const post = () =>
    POST(
      new Request('http://localhost/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-address': '192.0.2.200' },
        body: JSON.stringify({
          formType: 'callback',
          formStartedAt: Date.now() - 10_000,
          name: 'Asha Rao',
          phone: '98450 12345',
          email: 'asha@example.com',
          preferredTime: 'Evening (4 pm - 8 pm)',
          idempotencyKey: `outage-${Date.now()}`,
        }),
      }),
    )

  it('a lead the database cannot take is answered 503 with Retry-After within seconds, and stored once it is back', async () => {
    expect((await post()).status).toBe(201)

    await relay.cut()
    const started = Date.now()
    const refused = await post()
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('30')
    expect(await refused.json()).toEqual({
      success: false,
      error: expect.stringMatching(/could not save your details.*try again/i),
    })
    expect(Date.now() - started).toBeLessThan(15_000)

    await relay.restore()
    expect((await post()).status).toBe(201)
  })

  it('a lead whose assignment failed while the database was away is routed once it is back', async () => {
    // Stored and acknowledged two minutes ago; its routing never ran.
    const { id } = await insertLead(
      handle.db,
      {
        formType: 'callback',
        name: 'Meera Iyer',
        phone: '+919845077777',
        data: {},
        consentVersion: 'v1',
      },
      'unconfigured',
    )
    await handle.db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(leads.id, id))

    await relay.cut()
    await expect(routeUnroutedLeads(handle.db)).rejects.toThrow()
    await relay.restore()
    expect(await routeUnroutedLeads(handle.db)).toBeGreaterThanOrEqual(1)
    const events = await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, id))
    expect(events.map((event) => event.kind)).toEqual(['assigned'])
    // Routed once: the next sweep finds nothing of it.
    await routeUnroutedLeads(handle.db)
    expect(
      (await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, id))).length,
    ).toBe(1)
  })
})
