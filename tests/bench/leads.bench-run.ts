import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import { count, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'

import { openDatabase } from '@/lib/db/client'
import { leadDeliveries, leads } from '@/lib/db/schema'

import { serveBareApp } from '../../scripts/lib/bare-app.mjs'
import { nextStartArgs } from '../../scripts/lib/serve-build.mjs'
import { waitForServer } from '../../scripts/lib/wait-for-server.mjs'
import { startFakeAppsScript, type FakeAppsScript } from '../support/fake-apps-script'

const root = path.resolve(import.meta.dirname, '../..')
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
/**
 * What the intake must sustain, whatever the bare handler does (see README "Lead intake
 * budget"): a hundred leads a second is far above any campaign's peak, and a family waits a
 * quarter of a second at worst.
 */
const FLOOR_PER_SECOND = 100
const P99_CEILING_MS = 250
const children: ChildProcess[] = []
const closers: (() => Promise<void>)[] = []

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await Promise.all(closers.map((close) => close()))
})

function startOurServer(port: number, dataDir: string, webhook: FakeAppsScript) {
  // BENCH_CPU_PROFILE=<folder>: our server writes a CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []
  const child = spawn(process.execPath, [...flags, ...nextStartArgs(port)], {
    cwd: root,
    env: {
      DEMO_SITE: 'true',
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUSTED_PROXY_HOPS: '1',
      GOOGLE_SHEETS_WEBHOOK_URL: webhook.url,
      GOOGLE_SHEETS_WEBHOOK_SECRET: webhook.secret,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(child)
  return child
}

let sequence = 0
/** A distinct, valid callback lead from a distinct forwarded address, as a crowd would send. */
function leadBody() {
  sequence += 1
  return JSON.stringify({
    formType: 'callback',
    formStartedAt: Date.now() - 10_000,
    name: `Bench Student ${sequence}`,
    phone: `98${String(10_000_000 + (sequence % 89_999_999)).padStart(8, '0')}`,
    email: `bench${sequence}@example.com`,
    idempotencyKey: `bench-${process.pid}-${sequence}`,
  })
}

async function load(url: string) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: leadBody(),
          headers: {
            ...request.headers,
            'x-forwarded-for': `10.9.${sequence % 250}.${(sequence >> 8) % 250}`,
          },
        }),
      },
    ],
  })
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx + result.errors + result.timeouts,
  }
}

describe('lead intake under load', () => {
  it('sustains the intake floor beside a bare handler, loses no lead and delivers every one', async () => {
    const bare = await serveBareApp({ port: 3301 })
    closers.push(() => bare.stop())

    const webhook = await startFakeAppsScript()
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbbs-bench-'))
    const ours = startOurServer(3302, dataDir, webhook)
    await waitForServer('http://localhost:3302/api/health', ours)

    // Warm both up, then measure them one after the other in this run.
    await autocannon({
      url: 'http://localhost:3301/api/leads',
      method: 'POST',
      duration: 2,
      connections: 2,
      body: leadBody(),
      headers: { 'content-type': 'application/json' },
    })
    const bareResult = await load('http://localhost:3301/api/leads')
    const ourResult = await load('http://localhost:3302/api/leads')
    await bare.stop()
    // Delivery runs after the answers; give the outbox a minute to empty into the webhook.
    await webhook.waitForLeads(ourResult.ok, 60_000)
    // Up to one lead per connection was stored after autocannon stopped counting.
    for (let seen = -1; seen !== webhook.received.length;) {
      seen = webhook.received.length
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }

    ours.kill('SIGTERM')
    await new Promise((resolve) => ours.once('exit', resolve))
    const handle = await openDatabase({ kind: 'pglite', dataDir })
    const [stored] = await handle.db.select({ n: count() }).from(leads)
    const [queued] = await handle.db.select({ n: count() }).from(leadDeliveries)
    await handle.close()

    console.table({
      'bare handler (parse + validate)': {
        'req/s': bareResult.rate,
        'p50 ms': bareResult.p50,
        'p99 ms': bareResult.p99,
        '201s': bareResult.ok,
        other: bareResult.other,
      },
      'POST /api/leads (stored)': {
        'req/s': ourResult.rate,
        'p50 ms': ourResult.p50,
        'p99 ms': ourResult.p99,
        '201s': ourResult.ok,
        other: ourResult.other,
      },
    })
    const delivered = new Set(webhook.received.map((lead) => String(lead.body.leadId))).size
    console.log(
      `Acknowledged ${ourResult.ok}, stored ${stored!.n} leads with ${queued!.n} outbox rows, ${delivered} delivered to the webhook; ${((ourResult.rate / bareResult.rate) * 100).toFixed(0)}% of the bare handler's rate.`,
    )
    expect(ourResult.other).toBe(0)
    // autocannon stops counting at the end of the run, so up to one request per connection
    // can be stored without being counted; never fewer stored than acknowledged.
    expect(stored!.n).toBeGreaterThanOrEqual(ourResult.ok)
    expect(stored!.n).toBeLessThanOrEqual(ourResult.ok + CONNECTIONS)
    expect(queued!.n).toBe(stored!.n)
    await webhook.close()
    expect(delivered).toBe(stored!.n)
    expect(ourResult.rate).toBeGreaterThanOrEqual(FLOOR_PER_SECOND)
    expect(ourResult.p99).toBeLessThanOrEqual(P99_CEILING_MS)
  })

  it('every lead acknowledged before a SIGKILL is there after the restart, and its delivery resumes', async () => {
    const webhook = await startFakeAppsScript({ behaviour: 'down' })
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbbs-kill-'))
    const first = startOurServer(3304, dataDir, webhook)
    await waitForServer('http://localhost:3304/api/health', first)

    const acknowledged = new Set<string>()
    let failures = 0
    let running = true
    const worker = async () => {
      while (running) {
        try {
          const response = await fetch('http://localhost:3304/api/leads', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.8.${sequence % 250}.1`,
            },
            body: leadBody(),
          })
          if (response.status === 201)
            acknowledged.add(((await response.json()) as { id: string }).id)
          else failures += 1
        } catch {
          failures += 1
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      }
    }
    const workers = Array.from({ length: 8 }, worker)
    await new Promise((resolve) => setTimeout(resolve, 4000))
    first.kill('SIGKILL')
    await new Promise((resolve) => first.once('exit', resolve))
    await new Promise((resolve) => setTimeout(resolve, 500))
    running = false
    await Promise.all(workers)
    console.log(
      `Killed under load: ${acknowledged.size} leads acknowledged (201), ${failures} requests failed after the kill.`,
    )
    expect(acknowledged.size).toBeGreaterThan(50)

    // The webhook comes back; the server restarts on the same folder.
    webhook.behaviour = 'ok'
    const second = startOurServer(3304, dataDir, webhook)
    await waitForServer('http://localhost:3304/api/health', second)
    const deadline = Date.now() + 120_000
    while (Date.now() < deadline) {
      const delivered = new Set(webhook.received.map((lead) => String(lead.body.leadId)))
      if ([...acknowledged].every((id) => delivered.has(id))) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    second.kill('SIGTERM')
    await new Promise((resolve) => second.once('exit', resolve))

    const handle = await openDatabase({ kind: 'pglite', dataDir })
    const present = await handle.db
      .select({ id: leads.id })
      .from(leads)
      .where(inArray(leads.id, [...acknowledged]))
    await handle.close()
    const delivered = new Set(webhook.received.map((lead) => String(lead.body.leadId)))
    await webhook.close()
    console.log(
      `After restart: ${present.length} of ${acknowledged.size} acknowledged leads present; ${[...acknowledged].filter((id) => delivered.has(id)).length} delivered to the webhook.`,
    )
    expect(present.length).toBe(acknowledged.size)
    expect([...acknowledged].filter((id) => !delivered.has(id))).toEqual([])
  })
})
