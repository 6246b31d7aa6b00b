import { ArrowRight, CheckCircle2, MapPin, Phone } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'

import { buttonVariants } from '@/components/ui/button'
import { formatDate } from '@/lib/dates'
import type { Claim } from '@/data/claims'
import { site, telHref } from '@/lib/site'

/**
 * The top of the home page: the promise, the two next steps, the carousel of universities
 * beside them, and figures: what the site counts itself, then any claim of the consultancy's
 * that has its evidence recorded, with that evidence and its date (a claim without evidence
 * is not shown).
 */
export function HomeHero({
  carousel,
  counts,
  claims,
}: {
  carousel: React.ReactNode
  counts: { universities: number; countries: number; sourcedFees: number }
  claims: readonly Claim[]
}) {
  const figures: { value: string; label: string; note?: string }[] = [
    { value: String(counts.universities), label: 'Universities in our catalogue' },
    { value: String(counts.countries), label: 'Countries' },
    ...claims.flatMap(({ value, label, evidence }) =>
      evidence
        ? [{ value, label, note: `As of ${formatDate(evidence.asOf)}: ${evidence.note}` }]
        : [],
    ),
  ]
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-teal-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-start">
        <div>
          <p className="bg-accent-soft text-accent inline-flex rounded-full px-3 py-1 text-sm font-semibold text-amber-900">
            Counselling now for the {site.nextIntakeYear} intakes
          </p>
          <h1
            id="hero-heading"
            className="mt-4 text-4xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            Study MBBS abroad, with the real costs and rules up front
          </h1>
          <p className="text-muted-foreground mt-5 max-w-2xl text-lg leading-relaxed">
            Universities in {counts.countries} countries with their fees: {counts.sourcedFees} of{' '}
            {counts.universities} from the university&apos;s own or an official source, with the
            year each is for, and the rest marked as our estimates. A counsellor checks each
            university against India&apos;s FMGL 2021 rules before you pay anything.
          </p>
          <ul className="mt-6 grid gap-2 text-base sm:grid-cols-2">
            {site.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <Icon icon={CheckCircle2} className="text-primary size-5 shrink-0" />
                {highlight}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/apply-now" className={buttonVariants({ size: 'lg' })}>
              Apply now <Icon icon={ArrowRight} />
            </Link>
            <a
              href={telHref(site.phones[0])}
              className={buttonVariants({ size: 'lg', variant: 'outline' })}
            >
              <Icon icon={Phone} /> Call a counsellor
            </a>
          </div>
          <p className="text-muted-foreground mt-6 flex items-center gap-2 text-sm">
            <Icon icon={MapPin} className="size-4 shrink-0" />
            Offices in {site.branches.map((branch) => branch.city).join(', ')}
          </p>
        </div>

        <div>{carousel}</div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6">
        {/* Lines that are always full, however many figures there are: the site's own two
            counts, and any claims with evidence. Two a line on a phone. */}
        <dl className="flex flex-wrap gap-4">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="border-border grow basis-[calc(50%-0.5rem)] rounded-2xl border bg-white p-5 shadow-sm md:basis-56"
            >
              <dt className="text-muted-foreground text-sm font-medium">{figure.label}</dt>
              <dd className="text-primary mt-1 text-3xl font-extrabold">{figure.value}</dd>
              {figure.note ? (
                <dd className="text-muted-foreground mt-1 text-xs">{figure.note}</dd>
              ) : null}
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
