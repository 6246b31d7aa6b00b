import { expect, test } from '@playwright/test'

import { builtInUniversities } from '@/data/universities'

import { visibleText } from './html'
import { checkPublicHtml } from './public-pages'

/**
 * Claims the site must never make (docs/content-sources.md, "Regulatory facts";
 * data/regulation.ts), looked for in the text a visitor reads on every public page.
 */
const banned: { claim: string; pattern: RegExp }[] = [
  { claim: 'NMC approval', pattern: /\b(NMC|MCI)[- ](approved|recogni[sz]ed)\b/i },
  {
    claim: 'NMC approval',
    pattern: /(approved|recogni[sz]ed) by (the )?(NMC|MCI|National Medical Commission)/i,
  },
  { claim: 'NExT not notified', pattern: /NExT[^.]*\bnot (yet )?(been )?notified/i },
  { claim: 'no entrance exam', pattern: /\bno (separate )?entrance (exam|test)/i },
  { claim: 'FMGE of 180 questions', pattern: /\b180 (multiple-choice )?questions/i },
  { claim: 'guaranteed admission', pattern: /\bguarantee(d|s)? (an? )?(admission|seat|pass)/i },
  { claim: 'a success percentage', pattern: /\d{1,3}(\.\d+)?\s?%\s+success|success rate/i },
  { claim: 'a booking that secures a seat', pattern: /\bsecures? (your|the|a) (seat|place)/i },
  { claim: 'a booking that holds a place', pattern: /\bholds? (your|the student's) (seat|place)/i },
  { claim: "a fee of a stated year called today's", pattern: /\btoday['’]s fee/i },
  {
    claim: 'admissions open while most application windows are not',
    pattern: /\badmissions (are )?open\b/i,
  },
  {
    claim: 'every fee dated, while most are estimates',
    pattern: /\bdated fee|fees and the dates we checked|real, dated fee/i,
  },
  {
    claim: 'a welcome on arrival nobody evidences',
    pattern: /\b(meet you|met) on arrival|welcome at the university/i,
  },
  { claim: 'the course as a good investment', pattern: /\bgood investment/i },
  { claim: 'the old reserved-category rule', pattern: /40% for reserved categories/i },
  {
    claim: 'a citation of a file only we can open',
    pattern:
      /\bfacts? sheets?\b|\bdocs\/\w|\b(?:countries|regulation|privacy-and-advertising|content-sources|DESIGN|README)\.md\b/i,
  },
  {
    claim: 'first-attempt FMGE claim',
    pattern: /\bat the first attempt|most (candidates )?need more than one attempt/i,
  },
]

test('no public page makes a banned claim', async ({ request }) => {
  test.slow()
  // Every text of the server's HTML, hidden panels (tabs, the FAQ) included: a visitor reads
  // them too, and what the server sends is what every visitor gets.
  const found = await checkPublicHtml(request, (html) => {
    const text = visibleText(html)
    return banned.flatMap(({ claim, pattern }) => {
      const match = pattern.exec(text)
      return match ? [`${claim} ("${match[0]}")`] : []
    })
  })
  expect(found).toEqual([])
})

test('the home page says how many fees have a source, as the catalogue counts them', async ({
  request,
}) => {
  const text = visibleText(await (await request.get('/')).text())
  const sourced = builtInUniversities.filter((university) => university.tuitionFee?.source).length
  expect(text).toContain(
    `${sourced} of ${builtInUniversities.length} from the university's own or an official source`,
  )
})
