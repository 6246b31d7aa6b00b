import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openDatabase, type DatabaseHandle } from '@/lib/db/client'
import { proxy } from '@/proxy'

import { useAsProcessDatabase } from '../support/backends'

// The proxy reads which universities exist: the built-in catalogue, in memory.
let handle: DatabaseHandle
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite-memory' })
  useAsProcessDatabase(handle)
}, 60_000)
afterAll(async () => {
  useAsProcessDatabase(undefined)
  await handle.close()
})

const request = (url: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(url, 'http://localhost:3000'), { headers })

/** Where Next would serve a response of the proxy from (a rewrite), or null. */
const rewrittenTo = (response: Response) => response.headers.get('x-middleware-rewrite')

describe('the listing views (proxy.ts)', () => {
  it('serves every view from the results route, the unfiltered first page as "all"', async () => {
    expect(rewrittenTo(await proxy(request('/universities')))).toBe(
      'http://localhost:3000/universities/results/all',
    )
    expect(rewrittenTo(await proxy(request('/universities?country=georgia%2Crussia&page=2')))).toBe(
      `http://localhost:3000/universities/results/${encodeURIComponent('country=georgia%2Crussia&page=2')}`,
    )
  })

  it('sends a typed search to the per-request route, which a CDN may keep a minute', async () => {
    const response = await proxy(request('/universities?q=tbilisi'))
    expect(rewrittenTo(response)).toBe('http://localhost:3000/universities/search?q=tbilisi')
    expect(response.headers.get('cache-control')).toBe(
      'public, s-maxage=60, stale-while-revalidate=240',
    )
  })

  it('redirects a query written another way to the view’s one address', async () => {
    const form = await proxy(
      request('/universities?country=russia&country=georgia&min=0&max=50000&currency=USD&q='),
    )
    expect(form.status).toBe(307)
    expect(form.headers.get('location')).toBe(
      'http://localhost:3000/universities?country=georgia%2Crussia',
    )
    const defaults = await proxy(request('/universities?view=grid&page=1'))
    expect(defaults.headers.get('location')).toBe('http://localhost:3000/universities')
    // A campaign's keys stay in the address (the lead forms record them): served, not moved.
    const campaign = await proxy(request('/universities?country=nepal&utm_source=mail&gclid=1'))
    expect(campaign.status).toBe(200)
    expect(rewrittenTo(campaign)).toBe('http://localhost:3000/universities/results/country%3Dnepal')
    // The app's own navigations are already canonical: never redirected.
    const rsc = await proxy(request('/universities?country=russia,georgia&_rsc=abc', { rsc: '1' }))
    expect(rsc.status).toBe(200)
    expect(rewrittenTo(rsc)).toContain('/universities/results/')
  })

  it('redirects the internal addresses to the public one', async () => {
    const results = await proxy(request('/universities/results/country%3Dnepal'))
    expect(results.status).toBe(308)
    expect(results.headers.get('location')).toBe('http://localhost:3000/universities?country=nepal')
    const all = await proxy(request('/universities/results/all'))
    expect(all.headers.get('location')).toBe('http://localhost:3000/universities')
    const search = await proxy(request('/universities/search?q=osh'))
    expect(search.headers.get('location')).toBe('http://localhost:3000/universities?q=osh')
  })
})

describe('addresses naming nothing (proxy.ts)', () => {
  it('an unknown university, country or listing page is the uncached 404, never its cached page', async () => {
    for (const path of ['/country/atlantis', '/universities?page=9999']) {
      const response = await proxy(request(path))
      expect(response.status, path).toBe(404)
      expect(new URL(rewrittenTo(response)!).pathname, path).toBe('/not-found-address')
    }
    // A university's own not-found screen, always from the one entry of id 0.
    for (const path of ['/university-details/99999', '/university-details/abc']) {
      const response = await proxy(request(path))
      expect(response.status, path).toBe(404)
      expect(new URL(rewrittenTo(response)!).pathname, path).toBe('/university-details/0')
    }
  })

  it('what exists goes on to its page; a country spelt another way redirects to its one address', async () => {
    for (const path of ['/university-details/13', '/country/georgia']) {
      const response = await proxy(request(path))
      expect(response.status, path).toBe(200)
      expect(rewrittenTo(response), path).toBeNull()
    }
    const moved = await proxy(request('/country/Georgia'))
    expect(moved.status).toBe(308)
    expect(new URL(moved.headers.get('location')!).pathname).toBe('/country/georgia')
    expect(rewrittenTo(await proxy(request('/universities?page=2')))).toContain('/results/')
  })
})
