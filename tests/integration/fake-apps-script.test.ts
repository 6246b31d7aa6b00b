import { afterEach, describe, expect, it } from 'vitest'

import {
  DEFAULT_FAKE_SECRET,
  startFakeAppsScript,
  type FakeAppsScript,
} from '../support/fake-apps-script'

let fake: FakeAppsScript | undefined

afterEach(async () => {
  await fake?.close()
  fake = undefined
})

async function start(options?: Parameters<typeof startFakeAppsScript>[0]) {
  fake = await startFakeAppsScript(options)
  return fake
}

function post(target: FakeAppsScript, body: unknown, init: RequestInit = {}) {
  return fetch(target.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'follow',
    ...init,
  })
}

function lead(leadId: string, extra: Record<string, unknown> = {}) {
  return { secret: DEFAULT_FAKE_SECRET, leadId, name: 'Asha', phone: '+919800000000', ...extra }
}

describe('fake Apps Script web app', () => {
  it('listens on 127.0.0.1 at an /exec URL', async () => {
    const f = await start()
    expect(f.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/macros\/s\/FAKE\/exec$/)
    expect(f.secret).toBe('test-secret-0123456789abcdef')
    expect(f.behaviour).toBe('ok')
  })

  it("'ok': answers the POST 302 to an echo URL whose GET serves the JSON", async () => {
    const f = await start()

    const manual = await post(f, lead('m'), { redirect: 'manual' })
    expect(manual.status).toBe(302)
    const location = manual.headers.get('location')
    expect(location).toMatch(/\/macros\/echo\?user_content_key=[\w-]+/)
    await manual.body?.cancel()

    const res = await post(f, lead('a', { course: 'MBBS' }))
    expect(res.status).toBe(200)
    expect(res.redirected).toBe(true)
    expect(res.url).toContain('/macros/echo?user_content_key=')
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await res.json()).toEqual({ ok: true, leadId: 'a' })

    expect(f.methodsSeenOnEcho).toEqual(['GET'])
    expect(f.posts).toBe(2)
    expect(f.gets).toBe(1)
    expect(f.received.map((r) => r.body)).toEqual([lead('m'), lead('a', { course: 'MBBS' })])
    expect(f.received[1]?.receivedAt).toBeInstanceOf(Date)

    const unknown = await fetch(new URL('/macros/echo?user_content_key=nope', f.url))
    expect(unknown.status).toBe(404)
    await unknown.body?.cancel()
  })

  it('records a leadId once and marks the second answer duplicate', async () => {
    const f = await start()
    expect(await (await post(f, lead('dup'))).json()).toEqual({ ok: true, leadId: 'dup' })
    expect(await (await post(f, lead('dup', { name: 'Changed' }))).json()).toEqual({
      ok: true,
      leadId: 'dup',
      duplicate: true,
    })
    expect(f.received).toHaveLength(1)
    expect(f.received[0]?.body.name).toBe('Asha')
    expect(f.posts).toBe(2)
  })

  it('rejects a wrong secret, a missing leadId and invalid JSON without recording', async () => {
    const f = await start({ secret: 'custom-secret' })

    const wrong = await post(f, lead('a'))
    expect(wrong.status).toBe(200)
    expect(await wrong.json()).toEqual({ ok: false, error: 'Unauthorized' })

    const blank = await post(f, { secret: 'custom-secret', leadId: '  ' })
    expect(await blank.json()).toEqual({ ok: false, error: 'Missing leadId' })

    const missing = await post(f, { secret: 'custom-secret' })
    expect(await missing.json()).toEqual({ ok: false, error: 'Missing leadId' })

    const invalid = await post(f, '{"secret":')
    expect(await invalid.json()).toEqual({ ok: false, error: 'Invalid JSON' })

    expect(f.received).toEqual([])
    expect(f.posts).toBe(4)
    expect(f.methodsSeenOnEcho).toEqual(['GET', 'GET', 'GET', 'GET'])
  })

  it("'down': answers the POST 503 with HTML and no redirect", async () => {
    const f = await start({ behaviour: 'down' })
    const res = await post(f, lead('a'))
    expect(res.status).toBe(503)
    expect(res.redirected).toBe(false)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(await res.text()).toContain('<html>')
    expect(f.received).toEqual([])
    expect(f.posts).toBe(1)
    expect(f.gets).toBe(0)
  })

  it("'sign-in': redirects to a Google sign-in HTML page", async () => {
    const f = await start({ behaviour: 'sign-in' })
    const res = await post(f, lead('a'))
    expect(res.status).toBe(200)
    expect(res.url).toContain('/ServiceLogin?continue=')
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('<title>Sign in - Google Accounts</title>')
    expect(html).toContain('Sign in')
    expect(f.received).toEqual([])
    expect(f.gets).toBe(0)
  })

  it('switches behaviour at run time for the script-level failures', async () => {
    const f = await start()

    f.behaviour = 'error-json'
    const errorJson = await post(f, lead('a'))
    expect(errorJson.status).toBe(200)
    expect(errorJson.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await errorJson.json()).toEqual({ ok: false, error: 'Script error: TypeError' })

    f.behaviour = 'wrong-id'
    const wrongId = await post(f, lead('a'))
    expect(await wrongId.json()).toEqual({ ok: true, leadId: 'some-other-id' })

    f.behaviour = 'not-json'
    const notJson = await post(f, lead('a'))
    expect(notJson.status).toBe(200)
    expect(notJson.headers.get('content-type')).toContain('text/html')
    expect(await notJson.text()).toBe('<html>Oops</html>')

    expect(f.received).toEqual([])
    expect(f.posts).toBe(3)
    expect(f.methodsSeenOnEcho).toEqual(['GET', 'GET', 'GET'])

    f.behaviour = 'ok'
    expect(await (await post(f, lead('a'))).json()).toEqual({ ok: true, leadId: 'a' })
    expect(f.received).toHaveLength(1)
  })

  it("'slow': a client timeout rejects the fetch and close() still resolves promptly", async () => {
    const f = await start({ behaviour: 'slow' })
    expect(f.slowMs).toBe(15_000)

    const error: unknown = await post(f, lead('a'), { signal: AbortSignal.timeout(200) }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).name).toBe('TimeoutError')
    expect(f.posts).toBe(1)
    expect(f.received).toEqual([])

    const started = performance.now()
    await f.close()
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it("'slow': answers like 'ok' once slowMs has passed", async () => {
    const f = await start({ behaviour: 'slow' })
    f.slowMs = 150
    const started = performance.now()
    const res = await post(f, lead('s'))
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    expect(await res.json()).toEqual({ ok: true, leadId: 's' })
    expect(f.received.map((r) => r.body.leadId)).toEqual(['s'])
  })

  it('close() does not wait for a pending slow request the client still holds open', async () => {
    const f = await start({ behaviour: 'slow' })
    const pending = post(f, lead('a')).catch((e: unknown) => e)
    await expect.poll(() => f.posts).toBe(1)

    const started = performance.now()
    await f.close()
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(await pending).toBeInstanceOf(Error)
    expect(f.received).toEqual([])
  })

  it('restarts on the same port after close', async () => {
    const first = await start()
    const port = Number(new URL(first.url).port)
    expect(await (await post(first, lead('a'))).json()).toEqual({ ok: true, leadId: 'a' })
    await first.close()

    await expect(post(first, lead('b'))).rejects.toThrow()

    const second = await start({ port })
    expect(second.url).toBe(first.url)
    expect(await (await post(second, lead('b'))).json()).toEqual({ ok: true, leadId: 'b' })
    expect(second.received.map((r) => r.body.leadId)).toEqual(['b'])
  })

  it('waitForLeads resolves once enough leads arrived', async () => {
    const f = await start()
    const waiting = f.waitForLeads(2)
    await post(f, lead('w1'))
    await post(f, lead('w2'))
    const leads = await waiting
    expect(leads.map((r) => r.body.leadId)).toEqual(['w1', 'w2'])
    expect(await f.waitForLeads(1)).toHaveLength(2)
  })

  it('waitForLeads rejects on timeout saying how many arrived', async () => {
    const f = await start()
    await post(f, lead('only'))
    await expect(f.waitForLeads(3, 200)).rejects.toThrow(/expected 3 lead\(s\) but 1 arrived/)
  })
})
