import type { Metadata } from 'next'

import { JsonLd } from '@/components/seo/json-ld'
import { FactsWeCount, PeopleCards } from '@/components/site/people'
import { Link } from '@/components/ui/link'
import { countries } from '@/data/countries'
import { getPublicClaims } from '@/lib/data/claims'
import { getPublicPeople } from '@/lib/data/people'
import { getCatalogueCards } from '@/lib/data/universities'
import { breadcrumbJsonLd, organizationJsonLd, pageMetadata } from '@/lib/seo'
import { site } from '@/lib/site'
import { Prose } from '@/components/ui/prose'

export const metadata: Metadata = pageMetadata({
  title: 'About Us: MBBS Abroad Counselling from Karnataka',
  description: `${site.name} counsels Indian students on studying medicine abroad, from offices in Davanagere, Hubballi and Kalaburagi: dated facts, India's FMGL 2021 rules first, and help from application to arrival.`,
  path: '/about-us',
})

// A staff edit of the team or the claims re-renders the page at once (their actions).
export const revalidate = 300

const values = [
  {
    title: 'Accessibility',
    text: 'Counselling is free, in English, Kannada or Hindi, at our offices, by phone or on WhatsApp, and every fact we use is on this site for anyone to check.',
  },
  {
    title: 'Excellence',
    text: 'We check each university against India\'s FMGL 2021 conditions, date every fee and rate, and say "estimate" or "unverified" where we could not confirm a fact.',
  },
  {
    title: 'Guidance',
    text: 'We help with the application, documents, visa and travel, and we tell you plainly what no one can promise: admission, a visa or an FMGE result.',
  },
]

/** /about-us, with only what is true and can be shown. */
export default async function AboutPage() {
  const [{ cards: universities }, claims, team] = await Promise.all([
    getCatalogueCards(),
    getPublicClaims(),
    getPublicPeople('team'),
  ])
  return (
    <Prose id="about" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'About us', path: '/about-us' },
          ]),
          organizationJsonLd(),
        ]}
      />
      <h1 className="text-3xl font-extrabold sm:text-4xl">About us</h1>
      <div className="mt-4 max-w-3xl space-y-4 text-lg">
        <p>
          {site.name} helps Indian students who want to study medicine abroad, and their families,
          choose a university, apply and get there. We work from offices in{' '}
          {site.branches
            .map((branch) => branch.city)
            .join(', ')
            .replace(/, ([^,]*)$/, ' and $1')}
          , Karnataka.
        </p>
        <p>
          A medical degree abroad costs a family tens of lakhs of rupees and six years of a
          student&apos;s life, and it leads to practice in India only if the course meets
          India&apos;s rules. So we start from those rules and from facts with dates and sources,
          and we say so when something is not known.
        </p>
      </div>

      <section aria-labelledby="values-heading" className="mt-12">
        <h2 id="values-heading" className="text-2xl font-bold">
          What we stand for
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {values.map((value) => (
            <li key={value.title} className="border-border rounded-2xl border bg-white p-5">
              <h3 className="font-semibold">{value.title}</h3>
              <p className="text-muted-foreground mt-2">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="facts-heading" className="mt-12">
        <h2 id="facts-heading" className="text-2xl font-bold">
          In figures
        </h2>
        <FactsWeCount
          counts={[
            { label: 'Universities in our catalogue', value: universities.length },
            { label: 'Countries with a guide', value: countries.length },
            { label: 'Offices in Karnataka', value: site.branches.length },
          ]}
          claims={claims}
        />
        <p className="text-muted-foreground mt-3 text-sm">
          We show a figure about our own results only with what backs it and the date it is true as
          of.
        </p>
      </section>

      <section aria-labelledby="team-heading" className="mt-12">
        <h2 id="team-heading" className="text-2xl font-bold">
          Our team
        </h2>
        <PeopleCards
          people={team}
          empty="We introduce our counsellors here as each agrees to it. Ask at any office who will advise you, and what they have studied."
        />
      </section>

      <p className="mt-12">
        <Link href="/contact" className="text-primary underline">
          Contact us
        </Link>{' '}
        or read{' '}
        <Link href="/our-services" className="text-primary underline">
          what we do
        </Link>
        .
      </p>
    </Prose>
  )
}
