import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { guardIncomingRequests, isDecodablePath } from '@/lib/http/request-guard'

describe('the guard in front of every request', () => {
  let server: http.Server
  let origin = ''
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      response.end(JSON.stringify({ address: request.headers['x-client-address'] }))
    })
    guardIncomingRequests()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('answers 400 to a path whose escapes are not UTF-8, before any handler', async () => {
    for (const path of ['/about-us/%FF', '/%E0%A4', '/country/%']) {
      expect((await fetch(origin + path)).status, path).toBe(400)
    }
    expect(isDecodablePath('/universities?country=%FF')).toBe(true)
    expect((await fetch(`${origin}/mbbs-in-russia/%E0%A4%95`)).status).toBe(200)
  })

  it("writes the socket's address over a client-sent one", async () => {
    const response = await fetch(`${origin}/`, { headers: { 'x-client-address': '203.0.113.9' } })
    expect(await response.json()).toEqual({ address: '127.0.0.1' })
  })
})
