// The catalogue at 2,000 universities on PostgreSQL: the listing, a filter, a university's
// page, its country's pages and an edit all stay correct, and no cache entry nears the 2 MB
// Next refuses (at 517 universities the old single catalogue entry hit it and the site kept
// serving 47 universities for over 12 minutes).
import postgres from 'postgres'

import { countries } from '@/data/countries'
import { LISTING_PAGE_SIZE } from '@/lib/universities/filters'

import { startAppServer } from '../support/app-server'
import { createServerDatabase, findPostgres } from '../support/postgres'
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_PORT } from './constants'
import { expect, signIn, test } from './fixtures'

const TOTAL = 2_000
const ORIGIN = `http://localhost:${E2E_PORT + 30}`

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: ORIGIN })

let database: Awaited<ReturnType<typeof createServerDatabase>> | undefined
let server: Awaited<ReturnType<typeof startAppServer>> | undefined
/** A generated Georgian university, which the test renames. */
let georgianCopy = ''

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const found = await findPostgres()
  if ('reason' in found)
    throw new Error(`The catalogue scale test needs PostgreSQL: ${found.reason}`)
  database = await createServerDatabase(found)
  server = await startAppServer({
    port: Number(new URL(ORIGIN).port),
    databaseUrl: database.databaseUrl,
    env: { ADMIN_EMAIL: E2E_ADMIN_EMAIL, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
  })

  // The server seeded the 47; the rest are copies of them, spread over the twelve countries
  // the way a growing catalogue would be, each country's copies made from its own universities.
  const sql = postgres(database.databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const rows = await sql`select * from universities order by id`
    expect(rows).toHaveLength(47)
    const byCountry = countries.map((country) => rows.filter((row) => row.country === country.slug))
    const copies = Array.from({ length: TOTAL - rows.length }, (_, index) => {
      const own = byCountry[index % byCountry.length]!
      const source = { ...own[index % own.length]! }
      for (const key of ['id', 'created_at', 'updated_at']) delete source[key]
      return { ...source, name: `${String(source.name)} (copy ${index + 1})` }
    })
    for (let start = 0; start < copies.length; start += 200) {
      await sql`insert into universities ${sql(copies.slice(start, start + 200))}`
    }
    expect((await sql`select count(*)::int as n from universities`)[0]?.n).toBe(TOTAL)
    const [copy] =
      await sql`select name from universities where country = 'georgia' and id > 47 order by id limit 1`
    georgianCopy = String(copy?.name)
  } finally {
    await sql.end()
  }
})

test.afterAll(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(server?.log())
  await server?.stop()
  await database?.drop()
})

async function timed(pathname: string) {
  const started = performance.now()
  const response = await fetch(ORIGIN + pathname)
  // React's text separators out, to read the page as text.
  const html = (await response.text()).replaceAll('<!-- -->', '')
  return { status: response.status, html, ms: Math.round(performance.now() - started) }
}

test(
  '2,000 universities: the listing, a filter, a page, the country pages and an edit',
  { tag: '@full' },
  async ({ page }) => {
    test.setTimeout(180_000)
    // The rows were added behind the server's back; a staff edit (as the dashboard makes every
    // change) tells every page at once.
    await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD)
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
    const original = georgianCopy
    await page.getByLabel('Search universities').fill(original)
    await page.getByRole('link', { name: `Edit ${original}`, exact: true }).click()
    const form = page.getByRole('region', { name: 'Edit University' })
    const renamed = 'Scaled Test Medical University of Tbilisi'
    await form.getByLabel('University Name').fill(renamed)
    await form.getByRole('button', { name: 'Update University' }).click()
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'University updated!' }),
    ).toBeVisible()

    const listing = await timed('/universities')
    expect(listing.status).toBe(200)
    expect(listing.html).toContain(`${TOTAL} medical universities in 12 countries`)
    expect(listing.html).toContain(`${TOTAL} universities found`)
    expect(listing.html).toContain(`(page 1 of ${Math.ceil(TOTAL / LISTING_PAGE_SIZE)})`)
    const again = await timed('/universities')

    const georgiaCount = await (async () => {
      const sql = postgres(database!.databaseUrl, { max: 1, onnotice: () => {} })
      try {
        return (
          await sql`select count(*)::int as n from universities where country = 'georgia'`
        )[0]!.n as number
      } finally {
        await sql.end()
      }
    })()
    const filtered = await timed('/universities?country=georgia')
    expect(filtered.html).toContain(`${georgiaCount} universities found`)
    const searched = await timed(`/universities?q=${encodeURIComponent('scaled test')}`)
    expect(searched.html).toContain('1 university found')
    expect(searched.html).toContain(renamed)

    const id = Number(/href="\/university-details\/(\d+)"/.exec(searched.html)?.[1])
    expect(id).toBeGreaterThan(47)
    const detail = await timed(`/university-details/${id}`)
    expect(detail.status).toBe(200)
    expect(detail.html).toContain(renamed)
    expect((await timed(`/university-details/${TOTAL}`)).status).toBe(200)

    // A country's pages draw their first cards and link to the rest in the listing.
    const guide = await timed('/mbbs-in-georgia')
    expect(guide.status).toBe(200)
    expect(guide.html).toContain(`See all ${georgiaCount} universities in Georgia`)
    const country = await timed('/country/georgia')
    expect(country.html).toContain(`See all ${georgiaCount} universities in Georgia`)

    // The browser: the listing's second page, and a filter, from the listing.
    await page.goto('/universities')
    await page
      .getByRole('navigation', { name: 'Pages of results' })
      .getByRole('link', { name: 'Next page' })
      .click()
    await expect(page).toHaveURL(/\/universities\?page=2$/)
    await expect(page.locator('ul[data-view] > li h3')).toHaveCount(LISTING_PAGE_SIZE)

    const home = await timed('/')
    expect(home.html).toContain(`See all ${TOTAL} universities`)

    expect(server!.log()).not.toContain('items over 2MB can not be cached')
    expect(server!.log()).not.toContain('more than the cache takes')
    test.info().annotations.push({
      type: 'measured',
      description: [
        `/universities: ${listing.html.length} bytes, ${listing.ms} ms (then ${again.ms} ms)`,
        `?country=georgia: ${filtered.html.length} bytes, ${filtered.ms} ms`,
        `?q=: ${searched.html.length} bytes, ${searched.ms} ms`,
        `/university-details/${id}: ${detail.html.length} bytes, ${detail.ms} ms`,
        `/mbbs-in-georgia: ${guide.html.length} bytes, ${guide.ms} ms`,
        `/: ${home.html.length} bytes, ${home.ms} ms`,
      ].join('; '),
    })
  },
)
