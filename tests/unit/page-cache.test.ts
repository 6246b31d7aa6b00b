// The micro-cache in front of Next (lib/cache/page-cache.mjs), on a real HTTP server whose
// handler answers the way Next does: headers set one by one, the page as one string, and
// gzip through the compression middleware Next itself uses (next/dist/compiled/compression).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { createPageCache, pageCacheMs } from '@/lib/cache/page-cache.mjs'

const require = createRequire(import.meta.url)
const compression = require('next/dist/compiled/compression') as () => (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  next: () => void,
) => void

type Page = {
  status?: number
  cacheControl?: string
  setCookie?: boolean
  /** Resolves when the handler may finish the response. */
  hold?: Promise<void>
}

const PUBLIC = 's-maxage=300, stale-while-revalidate=31535700'
const servers: http.Server[] = []

async function start(options: { ttlMs?: number; maxBytes?: number; pages?: Record<string, Page> }) {
  let clock = 0
  const cache = createPageCache({
    ttlMs: options.ttlMs ?? 1_000,
    maxBytes: options.maxBytes,
    now: () => clock,
  })
  const rendered: string[] = []
  const gzip = compression()
  const server = http.createServer((request, response) => {
    cache.serve(request, response, () => {
      gzip(request, response, () => {
        const path = request.url ?? '/'
        rendered.push(`${request.method} ${path}`)
        const page = options.pages?.[new URL(path, 'http://x').pathname] ?? {}
        const body = `<!doctype html><title>${path}</title><p>${'render '.repeat(500)}${rendered.length}</p>`
        const finish = () => {
          response.statusCode = page.status ?? 200
          response.setHeader('Cache-Control', page.cacheControl ?? PUBLIC)
          response.setHeader('ETag', `"etag-${rendered.length}"`)
          response.setHeader('Content-Type', 'text/html; charset=utf-8')
          if (page.setCookie) response.setHeader('Set-Cookie', 'consent=1; Path=/')
          response.end(request.method === 'HEAD' ? undefined : body)
        }
        if (page.hold) void page.hold.then(finish)
        else finish()
      })
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // node:http rather than fetch, which asks for gzip itself and decodes it.
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string }>(
      (resolve, reject) => {
        const request = http.request(origin + path, { method, headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            const body = Buffer.concat(chunks)
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body,
              text: body.toString(),
            })
          })
        })
        request.on('error', reject)
        request.end()
      },
    )
  return { origin, cache, rendered, get, tick: (ms: number) => (clock += ms) }
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

describe('page cache', () => {
  it('sends a cacheable page again without rendering it, with the same headers, until it expires', async () => {
    const site = await start({ ttlMs: 1_000 })
    const first = await site.get('/universities')
    const second = await site.get('/universities')
    expect(site.rendered).toEqual(['GET /universities'])
    expect(second.text).toBe(first.text)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['cache-control']).toBe(PUBLIC)
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(first.text))

    site.tick(999)
    await site.get('/universities')
    expect(site.rendered).toHaveLength(1)
    site.tick(2)
    const third = await site.get('/universities')
    expect(site.rendered).toHaveLength(2)
    expect(third.text).not.toBe(first.text)
  })

  it('keeps each address and each Accept-Encoding apart, and a gzip copy decodes to the page', async () => {
    const site = await start({})
    const plain = await site.get('/a')
    const zipped = (await site.get('/a', { 'accept-encoding': 'gzip' })).body
    const again = await site.get('/a', { 'accept-encoding': 'gzip' })
    expect(again.headers['content-encoding']).toBe('gzip')
    expect(again.body).toEqual(zipped)
    expect(gunzipSync(zipped).toString()).toContain('<title>/a</title>')
    await site.get('/b')
    await site.get('/a?page=2')
    expect(site.rendered).toEqual(['GET /a', 'GET /a', 'GET /b', 'GET /a?page=2'])
    expect((await site.get('/a')).text).toBe(plain.text)
  })

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const site = await start({})
    const first = await site.get('/')
    const etag = first.headers.etag ?? ''
    const revalidated = await site.get('/', { 'if-none-match': `"other", ${etag}` })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.etag).toBe(etag)
    expect(revalidated.text).toBe('')
    const head = await site.get('/', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.text).toBe('')
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(first.text))
    expect(site.rendered).toEqual(['GET /'])
  })

  it('never keeps a private, no-store, cookie-setting or failed response', async () => {
    const site = await start({
      pages: {
        '/private': { cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' },
        '/plain': { cacheControl: 'public, max-age=0' },
        '/cookie': { setCookie: true },
        '/missing': { status: 404 },
      },
    })
    for (const path of ['/private', '/plain', '/cookie', '/missing']) {
      await site.get(path)
      await site.get(path)
    }
    expect(site.rendered).toHaveLength(8)
    expect(site.cache.size()).toBe(0)
  })

  it("lets the client router's requests, staff and range requests through to the handler", async () => {
    const site = await start({})
    await site.get('/')
    await site.get('/', { rsc: '1' })
    await site.get('/', { 'next-router-prefetch': '1' })
    await site.get('/', { cookie: 'consent=1; __Host-mbbs_session=abc' })
    await site.get('/', { cookie: 'sb-project-auth-token.0=abc' })
    await site.get('/', { range: 'bytes=0-10' })
    expect(site.rendered).toHaveLength(6)
    await site.get('/', { cookie: 'consent=1' })
    expect(site.rendered).toHaveLength(6)
  })

  it("empties when signed-in staff change something, and not for a visitor's form", async () => {
    const site = await start({})
    await site.get('/')
    await site.get('/api/leads', {}, 'POST')
    await site.get('/')
    expect(site.rendered).toEqual(['GET /', 'POST /api/leads'])
    await site.get('/dashboard/universities/3', { cookie: 'mbbs_session=abc' }, 'POST')
    await site.get('/')
    expect(site.rendered.at(-1)).toBe('GET /')
    expect(site.rendered).toHaveLength(4)
  })

  it('does not keep a page that was being sent when a change emptied the cache', async () => {
    let release = () => {}
    const hold = new Promise<void>((resolve) => (release = resolve))
    const site = await start({ pages: { '/slow': { hold } } })
    const pending = site.get('/slow')
    await waitFor(() => site.rendered.length === 1)
    site.cache.clear()
    release()
    await pending
    await site.get('/slow')
    expect(site.rendered).toHaveLength(2)
  })

  it('drops the oldest pages to stay within its size', async () => {
    const site = await start({ maxBytes: 9_000 })
    for (const path of ['/1', '/2', '/3']) await site.get(path)
    expect(site.cache.size()).toBe(2)
    await site.get('/1')
    expect(site.rendered).toHaveLength(4)
    await site.get('/3')
    expect(site.rendered).toHaveLength(4)
  })

  it('turns off with PAGE_CACHE_MS=0 and refuses a value that is not a duration', async () => {
    expect(pageCacheMs(undefined)).toBe(1_000)
    expect(pageCacheMs('250')).toBe(250)
    expect(pageCacheMs('0')).toBe(0)
    // Instances sharing a cache through Redis: off unless asked for.
    expect(pageCacheMs(undefined, { shared: true })).toBe(0)
    expect(pageCacheMs('500', { shared: true })).toBe(500)
    for (const wrong of ['-1', '1.5', 'soon', '60001']) {
      expect(() => pageCacheMs(wrong)).toThrow(/PAGE_CACHE_MS/)
    }
    const site = await start({ ttlMs: 0 })
    await site.get('/')
    await site.get('/')
    expect(site.rendered).toHaveLength(2)
  })
})

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 10))
}
