import { ArrowRight, FileText, Star } from 'lucide'
import type { Metadata } from 'next'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'

import { PageHeader } from '@/components/site/page-header'
import { buttonVariants } from '@/components/ui/button'
import { LinkTabs } from '@/components/ui/link-tabs'
import { LiveSearch } from '@/components/ui/live-search'
import { countries, type CountrySlug } from '@/data/countries'
import { destinations } from '@/data/destinations'
import { downloads } from '@/lib/guides/downloads'
import { matchesQuery } from '@/lib/guides/search'
import { absoluteUrl, pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({
  title: 'MBBS Abroad Guides: Country Guides and Resources',
  description:
    'Practical guides for twelve countries: the year before departure, documents and apostille, visa, travel, arrival and monthly costs, plus checklists and cost worksheets.',
  path: '/resources/guides',
})

const popular: readonly CountrySlug[] = ['russia', 'georgia', 'philippines', 'malaysia']
const topics = ['Year before departure', 'Apostille', 'Visa', 'Travel', 'Arrival', 'Monthly costs']

const countryCards = countries.map((country) => {
  const { guide } = destinations[country.slug]
  return {
    slug: country.slug,
    name: country.name,
    region: country.region,
    summary: guide.practical.summary,
    search: [country.name, country.region, guide.practical.summary, guide.tagline, ...topics].join(
      ' ',
    ),
  }
})

const general = [
  ...downloads
    .filter((item) => !item.country)
    .map((item) => ({
      title: item.title,
      text: item.description,
      href: `/resources/downloads/${item.file}`,
      label: `Download (${item.format})`,
    })),
  {
    title: 'Document checklists for the twelve countries',
    text: 'One PDF a country: documents, eligibility and attestation steps to tick off.',
    href: '/resources/downloads#checklists-heading',
    label: 'See the checklists',
  },
  {
    title: 'Cost worksheets',
    text: "Each country's tuition and living costs in its currency and in rupees, to fill in.",
    href: '/resources/downloads#worksheets-heading',
    label: 'See the worksheets',
  },
].map((item) => ({ ...item, search: `${item.title} ${item.text}` }))

type Props = { searchParams: Promise<{ q?: string | string[]; tab?: string | string[] }> }

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.slice(0, 100) ?? ''
}

function CountryCard({ card, hidden }: { card: (typeof countryCards)[number]; hidden: boolean }) {
  return (
    <li data-search-item data-search={card.search} hidden={hidden}>
      <article className="border-border flex h-full flex-col rounded-2xl border bg-white p-5">
        <p className="text-muted-foreground text-xs font-semibold uppercase">{card.region}</p>
        <h3 className="mt-1 text-lg font-bold">
          <Link href={`/resources/guides/${card.slug}`} className="hover:text-primary">
            {card.name}: practical guide
          </Link>
        </h3>
        <p className="text-muted-foreground mt-2 flex-1 text-sm">{card.summary}</p>
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link
            href={`/resources/guides/${card.slug}`}
            className="text-primary inline-flex min-h-11 items-center gap-1 font-semibold"
            aria-label={`Read the practical guide to ${card.name}`}
          >
            Read the guide <Icon icon={ArrowRight} className="size-4" />
          </Link>
          <Link
            href={`/mbbs-in-${card.slug}`}
            className="inline-flex min-h-11 items-center underline"
            aria-label={`MBBS in ${card.name}: universities, costs and rules`}
          >
            MBBS in {card.name}
          </Link>
        </p>
      </article>
    </li>
  )
}

/** /resources/guides: search, two tabs, popular guides, a call to action. */
export default async function GuidesPage({ searchParams }: Props) {
  const params = await searchParams
  const q = first(params.q).trim()
  const tab = first(params.tab) === 'general' ? 'general' : 'country'
  const hide = (search: string) => q !== '' && !matchesQuery(search, q)
  const popularCards = countryCards.filter((card) => popular.includes(card.slug))
  const otherCards = countryCards.filter((card) => !popular.includes(card.slug))
  const items = tab === 'country' ? countryCards : general
  const shown = items.filter((item) => !hide(item.search)).length
  const tabHref = (to: string) => {
    const query = new URLSearchParams({
      ...(q ? { q } : {}),
      ...(to === 'general' ? { tab: to } : {}),
    })
    return `/resources/guides${query.size ? `?${query}` : ''}`
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageHeader
        title="Guides for studying MBBS abroad"
        trail={[{ name: 'Guides', path: '/resources/guides' }]}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: 'MBBS abroad guides',
            url: absoluteUrl('/resources/guides'),
            hasPart: countryCards.map((card) => ({
              '@type': 'Article',
              headline: `Moving to ${card.name} for MBBS: a practical guide`,
              url: absoluteUrl(`/resources/guides/${card.slug}`),
            })),
          },
        ]}
        lead={
          <>
            What to do in the year before you leave, how to prepare your documents, the visa, the
            journey and the first weeks, with monthly costs in rupees: one practical guide for each
            of the twelve countries we advise on.
          </>
        }
      />
      <div className="mt-8">
        <LiveSearch
          action="/resources/guides"
          label="Search guides"
          placeholder="A country, a topic: visa, apostille, costs"
          initial={q}
          tab={tab}
          defaultTab="country"
        />
      </div>

      <LinkTabs
        label="Guide types"
        current={tab}
        className="mt-6"
        tabs={[
          { id: 'country', label: 'Country Guides', href: tabHref('country') },
          { id: 'general', label: 'General Resources', href: tabHref('general') },
        ]}
      />

      <div className="mt-8 space-y-10">
        {tab === 'country' ? (
          <>
            <section
              data-search-group
              aria-labelledby="popular-heading"
              hidden={popularCards.every((card) => hide(card.search))}
            >
              <h2 id="popular-heading" className="flex items-center gap-2 text-2xl font-bold">
                <Icon icon={Star} className="text-accent size-6" />
                Popular guides
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {popularCards.map((card) => (
                  <CountryCard key={card.slug} card={card} hidden={hide(card.search)} />
                ))}
              </ul>
            </section>
            <section
              data-search-group
              aria-labelledby="more-heading"
              hidden={otherCards.every((card) => hide(card.search))}
            >
              <h2 id="more-heading" className="text-2xl font-bold">
                More country guides
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {otherCards.map((card) => (
                  <CountryCard key={card.slug} card={card} hidden={hide(card.search)} />
                ))}
              </ul>
            </section>
          </>
        ) : (
          <section data-search-group aria-labelledby="general-heading">
            <h2 id="general-heading" className="text-2xl font-bold">
              General resources
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {general.map((item) => (
                <li
                  key={item.title}
                  data-search-item
                  data-search={item.search}
                  hidden={hide(item.search)}
                >
                  <article className="border-border flex h-full flex-col rounded-2xl border bg-white p-5">
                    <Icon icon={FileText} className="text-primary size-6" />
                    <h3 className="mt-2 font-bold">{item.title}</h3>
                    <p className="text-muted-foreground mt-1 flex-1 text-sm">{item.text}</p>
                    <a
                      href={item.href}
                      className="text-primary mt-3 inline-flex min-h-11 items-center font-semibold underline"
                    >
                      {item.label}
                    </a>
                  </article>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p
          data-search-empty
          hidden={shown > 0}
          className="border-border text-muted-foreground rounded-2xl border border-dashed p-8 text-center"
        >
          No guides match your search. Try a country&apos;s name, or{' '}
          <Link
            href={tab === 'general' ? '/resources/guides?tab=general' : '/resources/guides'}
            className="underline"
          >
            see all the guides
          </Link>
          .
        </p>
      </div>

      <section
        aria-labelledby="help-heading"
        className="bg-primary-soft mt-14 rounded-3xl p-6 sm:p-10"
      >
        <h2 id="help-heading" className="text-2xl font-bold">
          Not sure which country fits?
        </h2>
        <p className="text-muted-foreground mt-2 max-w-2xl">
          Talk to a counsellor about your NEET result and budget, or compare universities and costs
          with our decision tools.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/contact" className={buttonVariants({ size: 'lg' })}>
            Talk to a counsellor
          </Link>
          <Link
            href="/resources/tools"
            className={buttonVariants({ size: 'lg', variant: 'outline' })}
          >
            Use the decision tools
          </Link>
        </div>
      </section>
    </div>
  )
}
