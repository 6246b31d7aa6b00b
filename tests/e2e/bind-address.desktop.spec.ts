// The production server bound to one address, as a deployer behind nginx runs it
// (`next start --hostname 127.0.0.1`): the proxy's rewrites and redirects stay on the address
// the server itself received them at, so the catalogue neither redirects to itself nor hangs.
import { serveBuild } from '../../scripts/lib/serve-build.mjs'
import { startRedis } from '../support/redis'
import { E2E_PORT } from './constants'
import { expect, test } from './fixtures'

const PORT = E2E_PORT + 70
const ORIGIN = `http://127.0.0.1:${PORT}`

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: ORIGIN })

let server: Awaited<ReturnType<typeof serveBuild>> | undefined
let redis: Awaited<ReturnType<typeof startRedis>> | undefined

test.beforeAll(async () => {
  test.setTimeout(120_000)
  // Its own cache (a Redis of its own), so nothing it renders lands in the suite's .next/.
  redis = await startRedis(PORT + 1)
  server = await serveBuild({
    port: PORT,
    hostname: '127.0.0.1',
    captureLog: true,
    env: { REDIS_URL: redis.url, GOOGLE_SHEETS_WEBHOOK_URL: '' },
  })
})

test.afterAll(async () => {
  await server?.stop()
  await redis?.stop()
})

test('bound to 127.0.0.1, the catalogue, a filter, a university and the 404s answer at once', async ({
  page,
  request,
}) => {
  const listing = await page.goto('/universities')
  expect(listing?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(page.url()).toBe(`${ORIGIN}/universities`)

  // A filtered view is a rewrite too; an internal address still redirects, once, to the public one.
  const filtered = await request.get('/universities?country=georgia', { maxRedirects: 0 })
  expect(filtered.status()).toBe(200)
  const internal = await request.get('/universities/results/all', { maxRedirects: 0 })
  expect(internal.status()).toBe(308)
  expect(internal.headers()['location']).toMatch(/\/universities$/)

  const university = await page.goto('/university-details/13')
  expect(university?.status()).toBe(200)

  const started = Date.now()
  const unknown = await page.goto('/university-details/99999')
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'University Not Found' })).toBeVisible()
  expect(Date.now() - started).toBeLessThan(5_000)

  const spelt = await request.get('/country/Russia', { maxRedirects: 0 })
  expect(spelt.status()).toBe(308)
  expect(new URL(spelt.headers()['location']!, ORIGIN).pathname).toBe('/country/russia')
  expect((await request.get('/no-such-page')).status()).toBe(404)
  expect(server!.log()).not.toMatch(/Failed to proxy/)
})
