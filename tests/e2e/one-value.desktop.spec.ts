import { countries, countryPath } from '@/data/countries'
import { destinations } from '@/data/destinations'
import { builtInUniversities } from '@/data/universities'
import { costsLeftOut } from '@/lib/tools/formulas'
import { MAX_COMPARE } from '@/lib/tools/options'
import { formatMoney } from '@/lib/universities/money'
import { eligibilityLines, catalogueRow, fromRow, type University } from '@/lib/universities/model'
import { noRouteToIndia, notAdmitting } from '@/lib/universities/practice'

import { expect, test } from './fixtures'
import { pageHtml, pageText, visibleText } from './html'

/**
 * One fact, one value: the intake, the course length, the eligibility rules, the fee and the
 * cautions of each university are read from one place (its record, or its country's module
 * where the record is silent), so every page that shows them shows the same text. The test
 * reads the server's HTML (what a family, a crawler and a printout get) of every university
 * page, every country page and guide and the comparison, and checks each fact against the one
 * value, and that no other university's course length stands on a university's page.
 */

const catalogue = builtInUniversities.map((entry) => fromRow(catalogueRow(entry)))
const inCountry = (slug: string) => catalogue.filter((university) => university.country === slug)

/** What each "Duration" or "MBBS duration" term of a description list says. */
function durationFields(html: string): string[] {
  const pairs = html.matchAll(
    /<dt\b[^>]*>((?:(?!<\/dt>)[\s\S])*)<\/dt>\s*<dd\b[^>]*>([\s\S]*?)<\/dd>/g,
  )
  return [...pairs]
    .filter(([, term]) => /^(MBBS )?duration:?$/i.test(visibleText(term!).trim()))
    .map(([, , value]) => visibleText(value!).trim())
}

/** Whitespace-normalised, as the page text is. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim()

function expectShows(
  text: string,
  where: string,
  facts: Record<string, string | null | undefined>,
) {
  for (const [fact, value] of Object.entries(facts)) {
    if (!value) continue
    expect(text.includes(flat(value)), `${where} shows the ${fact} "${value}"`).toBe(true)
  }
}

function fee(university: University): string | undefined {
  const tuition = university.tuitionFee
  return tuition ? formatMoney(tuition.amount, tuition.currency) : undefined
}

test.describe('one fact, one value', () => {
  test('each university page shows its record’s intake, length, eligibility, fee and cautions, and labels no other length', async ({
    request,
  }) => {
    test.slow()
    for (const university of catalogue) {
      const where = `/university-details/${university.id}`
      const html = await pageHtml(request, where)
      const text = visibleText(html)
      const closed = notAdmitting(university)
      expectShows(text, where, {
        'course length': university.duration,
        'intake months': closed ? null : university.intake.join(', '),
        'intake note': closed ? null : university.intakes,
        fee: fee(university),
        'closed intake': closed,
      })
      if (closed) {
        // Nothing presents it as open: no intake, no form naming it, no whole-course budget.
        expect(text, `${where} gives no intake`).not.toContain('Intake periods')
        expect(text, `${where} gives no budget`).not.toContain('Tuition for the whole course')
        expect(html, `${where} has no form naming it`).not.toMatch(
          new RegExp(`name="universityId"[^>]*value="${university.id}"`),
        )
        expect(text).not.toContain(`To ${university.name}.`)
      }
      for (const line of closed ? [] : eligibilityLines(university.eligibility)) {
        expectShows(text, where, { 'eligibility line': line })
      }
      for (const caution of university.cautions) {
        expectShows(text, where, { caution: caution.text })
      }
      // Every place the page labels a course length reads the record's one value.
      const labelled = durationFields(html)
      if (university.duration) {
        expect(labelled.length, `${where} labels its course length`).toBeGreaterThan(0)
      }
      for (const shown of labelled) {
        expect(shown, `${where}: a labelled course length`).toBe(
          flat(university.duration ?? 'Ask a counsellor'),
        )
      }
    }
  })

  test("each country's guide and country page show the module's rules and each university's own fee and caution", async ({
    request,
  }) => {
    test.slow()
    for (const country of countries) {
      const { defaults } = destinations[country.slug]
      const guidePath = countryPath(country.slug)
      const guide = await pageText(request, guidePath)
      expectShows(guide, guidePath, {
        'course length': defaults.duration,
        'intake note': defaults.intakes,
      })
      for (const line of eligibilityLines(defaults.eligibility)) {
        expectShows(guide, guidePath, { 'eligibility line': line })
      }

      const countryPage = `/country/${country.slug}`
      const listed = await pageText(request, countryPage)
      for (const university of inCountry(country.slug)) {
        expectShows(listed, `${countryPage} (${university.name})`, { fee: fee(university) })
        // The card names the newest caution, as the university's page heads its panel with it.
        const newest = [...university.cautions].sort((a, b) => b.date.localeCompare(a.date))[0]
        expectShows(listed, `${countryPage} (${university.name})`, { caution: newest?.text })
      }
    }
  })

  test('the comparison shows the same length, fee and cautions as each university page', async ({
    request,
  }) => {
    test.slow()
    for (let start = 0; start < catalogue.length; start += MAX_COMPARE) {
      const chosen = catalogue.slice(start, start + MAX_COMPARE)
      const where = `/resources/tools?tab=compare&ids=${chosen.map((u) => u.id).join(',')}`
      const text = await pageText(request, where)
      for (const university of chosen) {
        expectShows(text, `${where} (${university.name})`, {
          'course length': university.duration,
          fee: fee(university),
        })
        for (const caution of university.cautions) {
          expectShows(text, `${where} (${university.name})`, { caution: caution.text })
        }
      }
    }
  })

  test('the cost tool and the cost worksheet show every caution of the university page, say where the total is when a course leads to no licence in India, and name every cost the total leaves out', async ({
    request,
  }) => {
    test.slow()
    for (const university of catalogue) {
      const where = `/resources/tools?tab=cost&id=${university.id}`
      const html = await pageHtml(request, where)
      const notices = visibleText(/data-testid="cost-notices"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '')
      const noRoute = noRouteToIndia(university.fmgl)
      const closed = notAdmitting(university)
      expectShows(notices, where, { 'FMGL shortfall': noRoute, 'closed intake': closed })
      if (closed) {
        // No budget for a place nobody can take: no total, and no figure of it in the form.
        expect(html, `${where} shows no total`).not.toContain('data-testid="cost-total"')
      }
      for (const caution of university.cautions) {
        expectShows(notices, where, { caution: caution.text })
      }
      // Every cost the page lists is in the total, or named beside it.
      const leftOut = visibleText(/data-testid="cost-left-out"[\s\S]*?<\/p>/.exec(html)?.[0] ?? '')
      for (const line of costsLeftOut(university.additionalExpenses)) {
        expectShows(leftOut, where, { 'cost left out of the total': line })
      }
      if (!noRoute && university.cautions.length === 0) {
        expect(html, `${where} has nothing to warn of`).not.toContain('data-testid="cost-notices"')
      }
    }
    for (const country of countries) {
      const where = `/resources/downloads/cost-worksheet-${country.slug}.csv`
      const sheet = flat((await (await request.get(where)).text()).replace(/""/g, '"'))
      for (const university of inCountry(country.slug)) {
        expectShows(sheet, `${where} (${university.name})`, {
          'FMGL shortfall': noRouteToIndia(university.fmgl),
          'closed intake': notAdmitting(university),
        })
        for (const caution of university.cautions) {
          expectShows(sheet, `${where} (${university.name})`, { caution: caution.text })
        }
      }
    }
  })
})
