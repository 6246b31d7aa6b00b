// Staff screens on a server of their own on PostgreSQL (the main e2e server runs on PGlite).
// The preview of a university, /dynamic-university/{id}: an unpublished university is there
// for signed-in staff only (the test stores an unpublished row; the dashboard has no control
// for it yet). And the facts desk: a re-check is a row in PostgreSQL.
import postgres from 'postgres'

import { startAppServer } from '../support/app-server'
import { createServerDatabase, findPostgres } from '../support/postgres'
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_PORT } from './constants'
import { expect, signInAsAdmin, test } from './fixtures'

const ORIGIN = `http://localhost:${E2E_PORT + 50}`
const HIDDEN = `Unpublished Preview Medical College ${Date.now()}`

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: ORIGIN })

let database: Awaited<ReturnType<typeof createServerDatabase>> | undefined
let server: Awaited<ReturnType<typeof startAppServer>> | undefined
let hiddenId = 0

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const found = await findPostgres()
  if ('reason' in found) throw new Error(`The preview test needs PostgreSQL: ${found.reason}`)
  database = await createServerDatabase(found)
  server = await startAppServer({
    port: Number(new URL(ORIGIN).port),
    databaseUrl: database.databaseUrl,
    env: { ADMIN_EMAIL: E2E_ADMIN_EMAIL, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
  })
  const sql = postgres(database.databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const [row] = await sql`insert into universities
      (name, country, city, tuition_fee_amount, tuition_fee_currency, published)
      values (${HIDDEN}, 'nepal', 'Pokhara', 9000, 'USD', false) returning id`
    hiddenId = Number(row?.id)
  } finally {
    await sql.end()
  }
})

test.afterAll(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(server?.log())
  await server?.stop()
  await database?.drop()
})

/** The preview as someone without a session gets it. */
async function anonymous(id: number) {
  const response = await fetch(`${ORIGIN}/dynamic-university/${id}`)
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control') ?? '',
    html: await response.text(),
  }
}

test('an unpublished university is not found without a session, and names nothing', async () => {
  const hidden = await anonymous(hiddenId)
  expect(hidden.status).toBe(404)
  expect(hidden.html).toContain('University Not Found')
  expect(hidden.html).not.toContain('Unpublished Preview Medical College')
  expect(hidden.html).not.toContain('Pokhara')
  expect(hidden.cacheControl).not.toMatch(/public|s-maxage/)

  expect((await anonymous(hiddenId + 1000)).status).toBe(404)
  // A published university's preview stays open to all.
  const published = await anonymous(13)
  expect(published.status).toBe(200)
  expect(published.html).toContain('Tbilisi State Medical University')
})

test('signed-in staff preview it, and that view is kept by no cache', async ({ page }) => {
  test.setTimeout(60_000)
  await signInAsAdmin(page)
  const response = await page.goto(`/dynamic-university/${hiddenId}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: HIDDEN })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`Preview: ${HIDDEN}`))
  const cacheControl = (await response?.allHeaders())?.['cache-control'] ?? ''
  expect(cacheControl).toContain('private')
  expect(cacheControl).toContain('no-store')

  // Straight after, the public still gets the 404.
  const after = await anonymous(hiddenId)
  expect(after.status).toBe(404)
  expect(after.html).not.toContain('Unpublished Preview Medical College')
})

test(
  'the facts desk on PostgreSQL: a re-check is stored with who and what, and the fact turns current',
  { tag: '@full' },
  async ({ page }) => {
    test.setTimeout(60_000)
    await signInAsAdmin(page)
    await page.goto('/dashboard/facts?kind=fmge')
    const fact = page.locator('[data-fact="fmge:December 2024"]')
    await expect(fact).toContainText('Last re-checked: never')
    const source = 'https://natboard.edu.in/fmge-december-2024-result'
    await fact.getByLabel('Source you opened').fill(source)
    await fact.getByRole('button', { name: 'Re-checked today' }).click()
    await expect(fact).toHaveCount(0)

    const sql = postgres(database!.databaseUrl, { max: 1, onnotice: () => {} })
    try {
      const rows =
        await sql`select checked_by, source from fact_checks where fact_key = 'fmge:December 2024'`
      expect(rows).toEqual([{ checked_by: E2E_ADMIN_EMAIL, source }])
    } finally {
      await sql.end()
    }
    await page.goto('/dashboard/facts?show=all&kind=fmge')
    await expect(page.locator('[data-fact="fmge:December 2024"]')).toContainText('Current')
  },
)
