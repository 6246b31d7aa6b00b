import type { Metadata } from 'next'

import { PageHeader } from '@/components/site/page-header'
import { Link } from '@/components/ui/link'
import { LinkTabs } from '@/components/ui/link-tabs'
import { CompareTool, costDefaults, costUniversity } from '@/components/tools/compare-cost'
import { CostNotices } from '@/components/tools/cost-notices'
import { CostTool } from '@/components/tools/cost-tool'
import { NeetTool, RoiTool } from '@/components/tools/roi-neet'
import { getRates } from '@/lib/data/exchange-rates'
import { getCatalogueCards, getUniversity } from '@/lib/data/universities'
import { fmgePassSummary } from '@/data/regulation'
import { costView, neetView, roiView } from '@/lib/tools/engine'
import { INDIAN_SALARY } from '@/lib/tools/formulas'
import { intakeMonthsHint } from '@/lib/tools/intake-months'
import { ROI_CURRENCIES, type ToolTab } from '@/lib/tools/options'
import { parseCompare, parseCost, toolTab, type Params } from '@/lib/tools/query'
import { rateDateNote } from '@/lib/universities/money'
import { absoluteUrl, pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({
  title: 'MBBS Abroad Decision Tools: Compare, Cost, EMI and NEET Eligibility',
  description:
    "Compare up to three universities on fees and India's FMGL 2021 rules, check NEET eligibility, and see the whole course in rupees with an education loan's EMI.",
  path: '/resources/tools',
})

const tabs: { id: ToolTab; label: string }[] = [
  { id: 'compare', label: 'University Comparison' },
  { id: 'roi', label: 'ROI Calculator' },
  { id: 'neet', label: 'NEET Eligibility' },
  { id: 'cost', label: 'Course Cost & EMI' },
]

/** India's calendar year, which the NEET rules count in. */
function yearInIndia(): number {
  return Number(
    new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
      new Date(),
    ),
  )
}

/**
 * /resources/tools: four tools whose whole state is the address. The server computes each
 * result from it, so every tool works without JavaScript and any result can be shared as a
 * link; with JavaScript the browser computes the result as the visitor types, from the same
 * schemas (lib/tools/query.ts), and only a university's figures come from here.
 */
export default async function ToolsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams
  const tab = toolTab(params)
  const [{ cards: universities }, rates] = await Promise.all([getCatalogueCards(), getRates()])
  const known = (id: number) => universities.some((u) => u.id === id)
  // The pickers' options travel to the browser: only what they show. The cost tool offers
  // only universities that admit; the comparison names those that do not.
  const choices = universities
    .filter((u) => u.admitting)
    .map(({ id, name, countryName }) => ({ id, name, countryName }))
  const compareChoices = universities.map(({ id, name, countryName, admitting }) => ({
    id,
    name: admitting ? name : `${name} (not admitting)`,
    countryName,
  }))
  // The pickers need names; the results read each chosen university in full.
  const full = async (id: number) => (await getUniversity(id)).university

  let tool: React.ReactNode
  if (tab === 'roi') {
    const rateNotes = Object.fromEntries(
      ROI_CURRENCIES.map((code) => [code, rateDateNote(code, rates)]),
    )
    tool = (
      <RoiTool
        initial={roiView(params, { rates })}
        rates={rates}
        rateNotes={rateNotes}
        salary={INDIAN_SALARY}
        fmgeSummary={fmgePassSummary()}
      />
    )
  } else if (tab === 'neet') {
    const currentYear = yearInIndia()
    tool = (
      <NeetTool
        initial={neetView(params, { currentYear })}
        currentYear={currentYear}
        intakeHint={intakeMonthsHint()}
      />
    )
  } else if (tab === 'cost') {
    const { id } = parseCost(params, known).values
    const chosen = id ? await full(id) : undefined
    // A university that admits no one has no budget: its notice says so, and no figure of it
    // fills the form.
    const budgeted = chosen?.admitting ? chosen : undefined
    const university = budgeted && costUniversity(budgeted, rates)
    const itemDefaults = costDefaults(budgeted, rates)
    tool = (
      <CostTool
        // A university chosen in the browser loads the page anew: its form starts over.
        key={university?.id ?? 'none'}
        initial={costView(params, { university, itemDefaults })}
        universities={choices}
        university={university}
        itemDefaults={itemDefaults}
        notices={chosen ? <CostNotices university={chosen} /> : null}
      />
    )
  } else {
    const { ids, messages } = parseCompare(params, known)
    tool = (
      <CompareTool
        universities={compareChoices}
        chosen={(await Promise.all(ids.map(full))).filter((u) => u !== undefined)}
        messages={messages}
        rates={rates}
      />
    )
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageHeader
        title="Decision tools"
        trail={[{ name: 'Tools', path: '/resources/tools' }]}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebApplication',
            name: 'MBBS abroad decision tools',
            url: absoluteUrl('/resources/tools'),
            applicationCategory: 'EducationalApplication',
            operatingSystem: 'Any',
            offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR' },
          },
        ]}
        lead={
          <>
            Work out what matters before you pay: whether you are eligible, what the whole course
            costs in rupees with a loan, and how universities compare on India&apos;s FMGL 2021
            rules. Every result has its own address: bookmark it or send it to your family.
          </>
        }
      />
      <LinkTabs
        label="Tools"
        current={tab}
        className="mt-8"
        tabs={tabs.map((item) => ({ ...item, href: `/resources/tools?tab=${item.id}` }))}
      />
      <div className="mt-8">{tool}</div>
      <p className="mt-12">
        Want to talk it through?{' '}
        <Link href="/contact" className="text-primary underline">
          Ask a counsellor
        </Link>
        , or read the{' '}
        <Link href="/resources/guides" className="text-primary underline">
          country guides
        </Link>
        .
      </p>
    </div>
  )
}
