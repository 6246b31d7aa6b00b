import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { GuideSection, SourceList, TableFrame } from '@/components/guides/guide-sections'
import { PrintButton } from '@/components/guides/print-button'
import { JsonLd } from '@/components/seo/json-ld'
import { Link } from '@/components/ui/link'
import { countries, countryPath } from '@/data/countries'
import { destinations } from '@/data/destinations'
import { validateDestinations } from '@/data/destinations/schema'
import { getRates } from '@/lib/data/exchange-rates'
import { monthlyCost } from '@/lib/guides/costs'
import { absoluteUrl, breadcrumbJsonLd, pageMetadata } from '@/lib/seo'
import { site } from '@/lib/site'

/**
 * /resources/guides/{country}: the practical guide, what the /mbbs-in page does not say: the
 * year before departure, the paperwork, visa, travel, arrival and monthly costs. Printable:
 * the print styles drop the site's header and footer.
 */
export const revalidate = 300
export const dynamicParams = false

export function generateStaticParams() {
  validateDestinations(Object.values(destinations))
  return countries.map((country) => ({ country: country.slug }))
}

type Props = { params: Promise<{ country: string }> }

function find(slug: string) {
  const country = countries.find((item) => item.slug === slug)
  return country ? { country, destination: destinations[country.slug] } : undefined
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = find((await params).country)
  if (!found) notFound()
  const { name } = found.country
  return pageMetadata({
    title: `Moving to ${name} for MBBS: Practical Guide`,
    description: `The year before you leave for ${name}, month by month: documents and apostille, the student visa, travel, the first weeks after arrival and monthly living costs in rupees.`,
    path: `/resources/guides/${found.country.slug}`,
  })
}

export default async function PracticalGuidePage({ params }: Props) {
  const found = find((await params).country)
  if (!found) notFound()
  const rates = await getRates()
  const { country, destination } = found
  const { practical, sources } = destination.guide
  const path = `/resources/guides/${country.slug}`
  const title = `Moving to ${country.name} for MBBS: a practical guide`
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 print:max-w-none print:p-0">
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Guides', path: '/resources/guides' },
            { name: country.name, path },
          ]),
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: title,
            about: `Studying medicine in ${country.name}`,
            mainEntityOfPage: absoluteUrl(path),
            publisher: { '@type': 'Organization', name: site.name, url: site.url },
            dateModified: [...sources.map((source) => source.date)].sort().at(-1),
          },
        ]}
      />
      <p className="text-muted-foreground text-sm print:hidden">
        <Link href="/resources/guides" className="underline">
          Guides
        </Link>{' '}
        / {country.name}
      </p>
      <h1 className="mt-3 text-3xl font-extrabold sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg">{practical.summary}</p>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <PrintButton />
        <a
          href={`/resources/downloads/documents-${country.slug}.pdf`}
          className="border-border hover:bg-muted inline-flex h-11 items-center rounded-md border bg-white px-5 text-sm font-semibold"
        >
          Document checklist (PDF)
        </a>
        <Link
          href={countryPath(country.slug)}
          className="border-border hover:bg-muted inline-flex h-11 items-center rounded-md border bg-white px-5 text-sm font-semibold"
        >
          MBBS in {country.name}: fees, universities, rules
        </Link>
      </div>

      <div className="mt-12 space-y-12">
        <GuideSection id="timeline" title="The year before you leave">
          <ol className="mt-4 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
            {practical.timeline.map((entry) => (
              <li key={entry.when} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
                <span className="font-semibold">{entry.when}</span>
                <span>{entry.task}</span>
              </li>
            ))}
          </ol>
        </GuideSection>
        <GuideSection id="paperwork" title="Documents: attestation, apostille and translation">
          <ol className="mt-4 list-decimal space-y-3 pl-6">
            {practical.paperwork.map((step) => (
              <li key={step.step}>
                <strong className="font-semibold">{step.step}.</strong> {step.detail}
              </li>
            ))}
          </ol>
        </GuideSection>
        {(
          [
            ['visa', 'The student visa', practical.visa],
            ['travel', 'Travel', practical.travel],
            ['arrival', 'The first weeks after arrival', practical.arrival],
          ] as const
        ).map(([id, heading, paragraphs]) => (
          <GuideSection key={id} id={id} title={heading}>
            <div className="mt-4 space-y-3">
              {paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </GuideSection>
        ))}
        <GuideSection id="monthly-costs" title="Monthly living costs">
          <TableFrame
            caption={`Monthly living costs in ${country.name}`}
            columns={['Item', 'Cost', 'Basis']}
            className="mt-4"
          >
            {practical.monthlyCosts.map((cost) => (
              <tr key={cost.item}>
                <th scope="row" className="p-3 align-top font-medium">
                  {cost.item}
                  {cost.note ? (
                    <span className="text-muted-foreground block text-xs font-normal">
                      {cost.note}
                    </span>
                  ) : null}
                </th>
                <td className="p-3 align-top">{monthlyCost(cost, rates)}</td>
                <td className="p-3 align-top text-sm">
                  {cost.source ? `${cost.source.title} (${cost.source.date})` : 'estimate'}
                </td>
              </tr>
            ))}
          </TableFrame>
          <p className="text-muted-foreground mt-3 text-sm">
            Tuition, hostel and insurance are on the{' '}
            <Link href={`${countryPath(country.slug)}#fees`} className="underline">
              cost table of the {country.name} guide
            </Link>
            . Estimates are our own reading of typical student budgets, not quotes.
          </p>
        </GuideSection>
        <SourceList sources={sources} />
      </div>
    </article>
  )
}
