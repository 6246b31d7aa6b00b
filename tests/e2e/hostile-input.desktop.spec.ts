import { randomInt } from 'node:crypto'

import type { APIRequestContext } from '@playwright/test'

import { E2E_PORT } from './constants'
import { expect, leadsAtWebhook, test, uniqueEmail } from './fixtures'

const ORIGIN = `http://localhost:${E2E_PORT}`

/** The id of the first server action a page's no-JavaScript form names. */
async function actionIdOn(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text()
  const found = /name="\$ACTION_\d+:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)/.exec(html)
  expect(found, `a no-JavaScript form on ${path}`).not.toBeNull()
  return found![1]!
}

const address = () => `172.${randomInt(16, 32)}.${randomInt(256)}.${randomInt(1, 255)}`
const started = () => Date.now() - 10_000
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!

const BAD_TEXT = ['a\u0000b', '\ud800', 'x\udc00y', '\u0000', 'tab\u0007bell', '\u001b[31m']

function honestLead(email: string) {
  return {
    formType: 'callback',
    formStartedAt: started(),
    name: 'Honest Family',
    phone: `98${randomInt(10_000_000, 99_999_999)}`,
    email,
    message: 'Please call after 6 pm',
  }
}

/** A hostile body for /api/leads, of one of the kinds an attacker tries. */
function hostileLeadBody(): { data: string | Buffer; type: string } {
  const lead = honestLead(`fuzz${randomInt(1e9)}@example.com`) as Record<string, unknown>
  const kind = randomInt(9)
  const json = (value: unknown) => ({ data: JSON.stringify(value), type: 'application/json' })
  switch (kind) {
    case 0:
      return json({ ...lead, [pick(['name', 'message', 'email', 'phone'])]: pick(BAD_TEXT) })
    case 1:
      return json({ ...lead, sourcePage: pick(BAD_TEXT), utm: { source: pick(BAD_TEXT) } })
    case 2:
      return {
        data: `{"formType":"callback","formStartedAt":${started()},"__proto__":{"name":"Hidden","phone":"9845012345","email":"h@example.com"}}`,
        type: 'application/json',
      }
    case 3:
      return json({ ...lead, name: { toString: 'x' }, message: [1, 2, 3] })
    case 4:
      return {
        data: pick(['{', '[', 'null', '"x"', '{"formType":', '\u0000']),
        type: 'application/json',
      }
    case 5:
      return { data: 'name=Asha', type: pick(['text/plain', 'application/x-www-form-urlencoded']) }
    case 6:
      return json({ ...lead, message: 'x'.repeat(17 * 1024) })
    case 7:
      return json({ ...lead, formType: pick(['constructor', '__proto__', 'toString', '']) })
    default:
      return json({ ...lead, nested: JSON.parse('{"__proto__":{"admin":true}}') })
  }
}

function multipart(parts: [string, string, string?][]): { data: Buffer; type: string } {
  const boundary = `----fuzz${randomInt(1e9)}`
  const chunks = parts.map(([name, value, filename]) =>
    [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`,
      ...(filename ? ['Content-Type: text/plain'] : []),
      '',
      value,
    ].join('\r\n'),
  )
  return {
    data: Buffer.from(`${chunks.join('\r\n')}\r\n--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  }
}

/** A hostile post to a server action, by fetch (with Next-Action) or as a form without it. */
function hostileActionPost(actionId: string): {
  data: string | Buffer
  headers: Record<string, string>
} {
  const bound = JSON.stringify({ id: actionId, bound: '$@1' })
  const form = (extra: [string, string, string?][]) =>
    multipart([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', bound],
      ['$ACTION_1:1', '[{}]'],
      ['formType', 'callback'],
      ['formStartedAt', String(started())],
      ...extra,
    ])
  const fetchHeaders = { 'next-action': actionId, origin: ORIGIN }
  switch (randomInt(10)) {
    case 0:
      return {
        data: pick(['[{"a":', '{', '[', '"x"', '{"a":1}', '']),
        headers: { ...fetchHeaders, 'content-type': 'text/plain;charset=UTF-8' },
      }
    case 1:
      return {
        data: pick(['["$Q99"]', '["$@3"]', '[1,"$K2"]', '["$T"]', '["$1","$2"]', '[1,2,3]', '[]']),
        headers: { ...fetchHeaders, 'content-type': 'text/plain;charset=UTF-8' },
      }
    case 2: {
      const body = form([['name', 'Asha Rao']])
      return {
        data: body.data.subarray(0, body.data.length - randomInt(5, 40)),
        headers: { origin: ORIGIN, 'content-type': body.type },
      }
    }
    case 3: {
      const body = form([['name', 'Asha Rao']])
      const origin = pick(['http://evil.example', 'null', undefined])
      return {
        data: body.data,
        headers: { 'content-type': body.type, ...(origin ? { origin } : {}) },
      }
    }
    case 4: {
      const body = form([
        ['name', pick(BAD_TEXT)],
        ['phone', '9845012345'],
        ['email', 'a@example.com'],
      ])
      return { data: body.data, headers: { origin: ORIGIN, 'content-type': body.type } }
    }
    case 5: {
      const body = form([
        ['name', 'file contents', 'name.txt'],
        ['phone', '9845012345'],
        ['email', 'a@example.com'],
      ])
      return { data: body.data, headers: { origin: ORIGIN, 'content-type': body.type } }
    }
    case 6: {
      const body = form([
        ['__proto__', 'x'],
        ['phone', '9845012345'],
        ['email', 'a@example.com'],
      ])
      return { data: body.data, headers: { origin: ORIGIN, 'content-type': body.type } }
    }
    case 7: {
      const body = multipart([
        ['$ACTION_1:0', pick([bound, '{"id":', '{"id":"ffff","bound":"$@9"}'])],
        ['formType', 'callback'],
      ])
      return { data: body.data, headers: { origin: ORIGIN, 'content-type': body.type } }
    }
    case 8: {
      const body = multipart([['0', pick(['["$K1"]', '["$@5"]', '{', '[null]'])]])
      return { data: body.data, headers: { ...fetchHeaders, 'content-type': body.type } }
    }
    default:
      return {
        data: `[${JSON.stringify({ name: pick(BAD_TEXT), __proto__: 1 })}]`,
        headers: { ...fetchHeaders, 'content-type': 'text/plain;charset=UTF-8' },
      }
  }
}

test.describe('hostile input', () => {
  test('over 1,000 hostile posts to the lead API and the form actions: no 5xx, and every honest lead beside them is stored and delivered', async ({
    request,
  }) => {
    test.setTimeout(180_000)
    const leadAction = await actionIdOn(request, '/contact')
    const requestAction = await actionIdOn(request, '/privacy-policy/your-data')

    type Sent = { kind: 'hostile' | 'honest'; what: string; status: number; email?: string }
    const jobs: (() => Promise<Sent>)[] = []
    for (let i = 0; i < 600; i += 1) {
      jobs.push(async () => {
        const { data, type } = hostileLeadBody()
        const response = await request.post('/api/leads', {
          data,
          headers: { 'content-type': type, 'x-forwarded-for': address() },
        })
        return {
          kind: 'hostile',
          what: `api ${String(data).slice(0, 60)}`,
          status: response.status(),
        }
      })
    }
    const actions = [
      { actionId: leadAction, page: '/contact' },
      { actionId: requestAction, page: '/privacy-policy/your-data' },
    ]
    for (const { actionId, page } of actions) {
      for (let i = 0; i < 250; i += 1) {
        jobs.push(async () => {
          const { data, headers } = hostileActionPost(actionId)
          const response = await request.post(page, {
            data,
            headers: { ...headers, 'x-forwarded-for': address() },
            maxRedirects: 0,
          })
          return {
            kind: 'hostile',
            what: `action ${String(data).slice(0, 80)}`,
            status: response.status(),
          }
        })
      }
    }
    // A few bodies past Next's 1 MB limit for an action.
    for (let i = 0; i < 4; i += 1) {
      jobs.push(async () => {
        const response = await request.post('/contact', {
          data: `["${'x'.repeat(1_100_000)}"]`,
          headers: {
            'next-action': leadAction,
            origin: ORIGIN,
            'content-type': 'text/plain;charset=UTF-8',
            'x-forwarded-for': address(),
          },
        })
        return { kind: 'hostile', what: 'action over 1 MB', status: response.status() }
      })
    }
    const honestEmails: string[] = []
    for (let i = 0; i < 40; i += 1) {
      const email = uniqueEmail('honest-beside-fuzz')
      honestEmails.push(email)
      jobs.push(async () => {
        const response = await request.post('/api/leads', {
          data: honestLead(email),
          headers: { 'x-forwarded-for': address() },
        })
        return { kind: 'honest', what: 'api', status: response.status(), email }
      })
    }
    // Shuffled, and sent twenty at a time, so honest and hostile requests share each moment.
    for (let i = jobs.length - 1; i > 0; i -= 1) {
      const j = randomInt(i + 1)
      ;[jobs[i], jobs[j]] = [jobs[j]!, jobs[i]!]
    }
    const results: Sent[] = []
    for (let i = 0; i < jobs.length; i += 20) {
      results.push(...(await Promise.all(jobs.slice(i, i + 20).map((job) => job()))))
    }

    const hostile = results.filter((r) => r.kind === 'hostile')
    expect(hostile.length).toBeGreaterThanOrEqual(1_000)
    expect(results.filter((r) => r.status >= 500)).toEqual([])
    expect(results.filter((r) => r.kind === 'honest' && r.status !== 201)).toEqual([])
    for (const email of honestEmails) {
      expect(await leadsAtWebhook(email), email).toHaveLength(1)
    }
  })

  test('a lead form without JavaScript still works beside the guards: same origin, 303 to the thank-you page', async ({
    request,
  }) => {
    const actionId = await actionIdOn(request, '/contact')
    const email = uniqueEmail('nojs-guarded')
    const body = multipart([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', JSON.stringify({ id: actionId, bound: '$@1' })],
      ['$ACTION_1:1', '[{}]'],
      ['formType', 'callback'],
      ['formStartedAt', String(started())],
      ['name', 'Asha Rao'],
      ['phone', '9845012345'],
      ['email', email],
    ])
    const response = await request.post('/contact', {
      data: body.data,
      headers: { origin: ORIGIN, 'content-type': body.type },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(303)
    expect(response.headers()['location']).toContain('/thank-you/callback')
    expect(await leadsAtWebhook(email)).toHaveLength(1)

    // The site's Origin sent to another Host: refused with a reason, never Next's 500.
    const elsewhere: Record<string, string>[] = [
      { host: 'elsewhere.example' },
      { 'x-forwarded-host': 'elsewhere.example' },
    ]
    for (const headers of elsewhere) {
      const moved = await request.post('/contact', {
        data: body.data,
        headers: { origin: ORIGIN, 'content-type': body.type, ...headers },
        maxRedirects: 0,
      })
      expect(moved.status(), JSON.stringify(headers)).toBe(403)
    }
  })
})
