import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { countries } from '@/data/countries'
import { destinations } from '@/data/destinations'
import { builtInRates } from '@/data/exchange-rates'
import {
  FMGE_FORMAT,
  FMGE_IN_BRIEF,
  fmgeByCountry,
  fmgeResults,
  INDIA_ELIGIBILITY,
  NEET_RESULT_DECLARED,
  NEXT_STATUS,
  NEXT_STATUS_SOURCE,
  NMC_MEDIUM_ADVISORY,
} from '@/data/regulation'
import { builtInUniversities } from '@/data/universities'
import { fmglCriteria } from '@/data/universities/types'
import { contentSourcesMarkdown } from '@/lib/facts/content-sources'
import { factRegister } from '@/lib/facts/register'
import { legalFrontmatter } from '@/lib/legal'
import { catalogueRow } from '@/lib/universities/model'

/**
 * docs/content-sources.md is made from the data: this test makes it and fails while the
 * committed file differs. `npm run content-sources` writes it.
 */
const FILE = path.join(process.cwd(), 'docs', 'content-sources.md')

function made(): string {
  const facts = factRegister({
    universities: builtInUniversities.map(catalogueRow).map((row) => ({
      id: row.id,
      name: row.name,
      amount: row.tuitionFeeAmount,
      currency: row.tuitionFeeCurrency,
      unit: row.tuitionFeeUnit,
      appliesTo: row.tuitionFeeIntake,
      source: row.tuitionFeeSource,
      estimate: row.tuitionFeeEstimate,
      checkedOn: row.feesCheckedOn,
      cautions: row.cautions,
    })),
    rates: builtInRates,
    // A built-in claim has no evidence, so the site shows none (the admin records them).
    claims: [],
    countries: countries.map((country) => ({
      slug: country.slug,
      name: country.name,
      cautions: destinations[country.slug].cautions,
      universityCautions: destinations[country.slug].universityCautions,
      sources: destinations[country.slug].guide.sources,
    })),
    fmge: fmgeResults,
    checks: new Map(),
    // Fixed, so the file does not change with the day it is made; only staleness reads it.
    today: '2026-11-28',
  })
  const rules = [
    { fact: 'NExT', value: NEXT_STATUS, source: NEXT_STATUS_SOURCE },
    { fact: 'FMGE', value: FMGE_IN_BRIEF, source: FMGE_FORMAT.source },
    {
      fact: "India's eligibility for a medical degree abroad",
      value: INDIA_ELIGIBILITY.lines.join('; '),
      source: INDIA_ELIGIBILITY.source,
    },
    {
      fact: 'Medium of teaching (FMGL English-medium item)',
      value:
        'the English-medium item is "contested" where students use the local language with patients',
      source: NMC_MEDIUM_ADVISORY,
    },
    ...Object.entries(NEET_RESULT_DECLARED).map(([year, declared]) => ({
      fact: `NEET-UG ${year} result declared`,
      value: declared.date,
      source: declared.source,
    })),
    ...Object.entries(fmgeByCountry).map(([slug, result]) => ({
      fact: `FMGE pass rate, ${slug}, ${result!.cohort}`,
      value: `${result!.passRate}% (${result!.passed} of ${result!.appeared})`,
      source: result!.source,
    })),
  ]
  const legalDir = path.join(process.cwd(), 'content', 'legal')
  const legal = [
    ['terms', '/terms-of-service'],
    ['refund', '/refund-policy'],
    ['privacy', '/privacy-policy'],
  ].map(([name, address]) => {
    const text = fs.readFileSync(path.join(legalDir, `${name}.mdx`), 'utf8')
    const page = legalFrontmatter(name!, parse(/^---\n([\s\S]*?)\n---\n/.exec(text)![1]!))
    return { page: page.title, path: address!, updated: page.updated, basis: page.basis }
  })
  // Each country's baseline once, and each university's own items.
  const met = [
    ...countries.map((country) => ({ where: country.name, fmgl: destinations[country.slug].fmgl })),
    ...builtInUniversities.map((entry) => ({ where: entry.name, fmgl: entry.fmgl })),
  ].flatMap(({ where, fmgl }) =>
    fmglCriteria.flatMap(({ key, label }) => {
      const item = fmgl[key]
      return item && item.status !== 'unverified'
        ? [
            {
              where,
              condition: label,
              status: item.status.replace('_', ' '),
              source: item.source ?? '',
              checkedOn: item.checkedOn,
            },
          ]
        : []
    }),
  )
  return contentSourcesMarkdown({ facts, rules, met, legal })
}

describe('docs/content-sources.md', () => {
  it('is what the data says (npm run content-sources makes it again)', () => {
    const expected = made()
    if (process.env.WRITE_CONTENT_SOURCES === '1') fs.writeFileSync(FILE, expected)
    expect(fs.readFileSync(FILE, 'utf8')).toBe(expected)
  })

  it('lists every guide source, every fee and every legal basis the data carries', () => {
    const text = made()
    for (const country of countries) {
      for (const source of destinations[country.slug].guide.sources) {
        expect(text).toContain(source.title.replace(/\|/g, '\\|'))
      }
    }
    expect(text).toContain('Tbilisi State Medical University')
    expect(text).toContain('Digital Personal Data Protection Act, 2023')
    expect(text).toContain(NEXT_STATUS)
  })
})
