import { CheckCircle2, FileText, GraduationCap, Languages, Timer, UserCheck } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'

import type { ReactNode } from 'react'

import { CatalogueImage } from '@/components/universities/catalogue-image'
import { CautionPanel } from '@/components/universities/cautions'
import { formatDate } from '@/lib/dates'
import { buttonVariants } from '@/components/ui/button'
import {
  ELIGIBILITY_SUMMARY,
  fmgeByCountry,
  fmgePassSummary,
  fmgeResults,
  NEXT_STATUS,
} from '@/data/regulation'
import { FMGL_TEN_YEAR_ADVICE, type Caution, type FaqEntry } from '@/data/universities/types'
import type { GuideSource } from '@/data/destinations/schema'
import type { CostRow } from '@/lib/guides/costs'
import { summariseFmgl } from '@/lib/universities/fmgl-summary'
import type { FmglChecklist } from '@/data/universities/types'
import { cn } from '@/lib/utils'

/**
 * The sections of a country guide, shared by the template and Nepal's two-column page. Each
 * takes its facts from the country module or the catalogue.
 */

export function GuideSection({
  id,
  title,
  children,
  className,
}: {
  id: string
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('scroll-mt-24', className)}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A table in a rounded frame that scrolls sideways inside itself on a narrow screen. */
export function TableFrame({
  caption,
  columns,
  children,
  className,
}: {
  caption: string
  columns: readonly (string | { label: string; center: true })[]
  children: ReactNode
  className?: string
}) {
  return (
    <div className={cn('overflow-x-auto rounded-2xl border border-slate-200 bg-white', className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => {
              const label = typeof column === 'string' ? column : column.label
              return (
                <th
                  key={label}
                  scope="col"
                  className={cn('p-3 font-semibold', typeof column !== 'string' && 'text-center')}
                >
                  {label}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  )
}

/** Hero: 60vh, at least 500px. */
export function GuideHero({
  name,
  tagline,
  image,
  fallback,
}: {
  name: string
  tagline: string
  image: string
  fallback: string
}) {
  return (
    <section className="relative isolate flex min-h-[max(60vh,500px)] items-center overflow-hidden bg-slate-900 text-white">
      <CatalogueImage
        src={image}
        alt=""
        width={1600}
        height={900}
        priority
        fallback={fallback}
        className="absolute inset-0 -z-10 size-full object-cover opacity-45"
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6">
        <h1 className="max-w-3xl text-4xl leading-tight font-extrabold sm:text-5xl">
          MBBS in {name}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white/90 sm:text-xl">{tagline}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/#application" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            Apply Now
          </Link>
          <Link
            href="/universities"
            className={cn(
              buttonVariants({ variant: 'outline', size: 'lg' }),
              'border-white/70 bg-transparent text-white hover:bg-white/10',
            )}
          >
            Explore Universities
          </Link>
        </div>
      </div>
    </section>
  )
}

/** The overview paragraphs and the four info cards. */
export function GuideOverview({
  name,
  paragraphs,
  degree,
  duration,
  medium,
}: {
  name: string
  paragraphs: readonly string[]
  degree: string
  duration: string
  medium: string
}) {
  const cards = [
    { icon: GraduationCap, label: 'Degree Awarded', value: degree },
    { icon: Timer, label: 'Duration', value: duration },
    { icon: Languages, label: 'Medium of Teaching', value: medium },
    { icon: UserCheck, label: 'Eligibility', value: ELIGIBILITY_SUMMARY },
  ]
  return (
    <GuideSection id="overview" title={`Studying medicine in ${name}`}>
      <div className="mt-4 max-w-3xl space-y-4 text-lg leading-relaxed">
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="border-border rounded-2xl border bg-white p-5">
            <dt className="text-muted-foreground flex items-center gap-2 text-sm font-semibold">
              <Icon icon={card.icon} className="text-primary size-5" />
              {card.label}
            </dt>
            <dd className="mt-2 font-semibold">{card.value}</dd>
          </div>
        ))}
      </dl>
    </GuideSection>
  )
}

export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('mt-4 grid gap-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon icon={CheckCircle2} className="text-primary mt-0.5 size-5 shrink-0" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

/** The numbered admission timeline. */
export function Timeline({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="mt-6 space-y-5">
      {steps.map((step, index) => (
        <li key={step} className="flex gap-4">
          <span
            aria-hidden="true"
            className="bg-primary text-primary-foreground flex size-9 shrink-0 items-center justify-center rounded-full font-bold"
          >
            {index + 1}
          </span>
          <p className="pt-1.5">{step}</p>
        </li>
      ))}
    </ol>
  )
}

export function DocumentsGrid({ documents }: { documents: readonly string[] }) {
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {documents.map((document) => (
        <li
          key={document}
          className="border-border flex items-start gap-3 rounded-xl border bg-white p-4"
        >
          <Icon icon={FileText} className="text-primary mt-0.5 size-5 shrink-0" />
          <span>{document}</span>
        </li>
      ))}
    </ul>
  )
}

/** Particulars and Average Cost, the tuition rows highlighted, and the "approximate" note. */
export function FeeTable({ name, rows }: { name: string; rows: readonly CostRow[] }) {
  return (
    <>
      <TableFrame
        caption={`Approximate costs of studying MBBS in ${name}`}
        columns={['Particulars', 'Average Cost']}
        className="mt-6"
      >
        {rows.map((row) => (
          <tr
            key={row.particulars}
            className={row.highlighted ? 'bg-primary-soft font-semibold' : undefined}
          >
            <th scope="row" className="p-3 align-top font-medium sm:p-4">
              {row.particulars}
            </th>
            <td className="p-3 align-top break-words sm:p-4">
              {row.cost}
              <span className="text-muted-foreground block text-xs font-normal">{row.basis}</span>
            </td>
          </tr>
        ))}
      </TableFrame>
      <p className="text-muted-foreground mt-3 text-sm">
        All costs are approximate. Tuition comes from each university&apos;s own fee as listed on
        its page; the other rows are estimates. Fees change every year: contact us or the university
        for the current figures before you pay.
      </p>
    </>
  )
}

/**
 * "Rules for Indian students": the FMGL 2021 checklist across the country's universities,
 * the country's dated cautions, and FMGE outcomes (national, and the country's where an
 * official figure exists).
 */
export function RulesForIndianStudents({
  slug,
  name,
  checklists,
  cautions,
}: {
  slug: string
  name: string
  checklists: readonly (FmglChecklist | null)[]
  cautions: readonly Caution[]
}) {
  const summary = summariseFmgl(checklists)
  const countryFmge = fmgeByCountry[slug]
  return (
    <GuideSection id="rules" title="Rules for Indian students">
      <p className="mt-4 max-w-3xl">
        To practise in India, the course must meet the Foreign Medical Graduate Licentiate
        Regulations, 2021 (notified 18 November 2021). India&apos;s National Medical Commission does
        not approve or list foreign universities: each condition is checked course by course. Here
        is how the {checklists.length} {checklists.length === 1 ? 'university' : 'universities'} we
        list in {name} stand; each university page shows its own checklist with notes and sources.
      </p>
      <TableFrame
        caption={`FMGL 2021 conditions across universities in ${name}`}
        columns={[
          'Condition',
          { label: 'Met', center: true },
          { label: 'Contested', center: true },
          { label: 'Not met', center: true },
          { label: 'Unverified', center: true },
        ]}
        className="mt-6"
      >
        {summary.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="p-3 font-medium">
              {row.label}
            </th>
            <td className="p-3 text-center">{row.tally.met}</td>
            <td className="p-3 text-center">{row.tally.contested}</td>
            <td className="p-3 text-center">{row.tally.not_met}</td>
            <td className="p-3 text-center">{row.tally.unverified}</td>
          </tr>
        ))}
      </TableFrame>
      <p className="text-muted-foreground mt-3 text-sm">{FMGL_TEN_YEAR_ADVICE}</p>

      {cautions.length > 0 ? (
        <div className="mt-8">
          <CautionPanel cautions={cautions} />
        </div>
      ) : (
        <p className="mt-8">
          We know of no current caution from India&apos;s NMC or {name}&apos;s government about
          studying medicine there. Check the NMC&apos;s public notices before you pay.
        </p>
      )}

      <h3 className="mt-10 text-xl font-bold">FMGE outcomes</h3>
      <p className="mt-2 max-w-3xl">
        After graduating abroad, a student must pass the Foreign Medical Graduate Examination (FMGE)
        to practise in India. {NEXT_STATUS} National results, {fmgePassSummary()}:
      </p>
      <FmgeResultsTable className="mt-4" />
      <p className="mt-4 max-w-3xl" data-testid="fmge-country">
        {countryFmge ? (
          <>
            Graduates from {name}: {countryFmge.passRate}% passed (
            {countryFmge.passed.toLocaleString('en-IN')} of{' '}
            {countryFmge.appeared.toLocaleString('en-IN')}), {countryFmge.cohort} (
            {countryFmge.source}). No newer official figure by country has been published.
          </>
        ) : (
          <>
            Graduates from {name}: not published. The National Board of Examinations has not
            released recent FMGE results by country, and we do not quote unofficial figures.
          </>
        )}
      </p>
    </GuideSection>
  )
}

/** The national FMGE results per session, newest first, with who reported them. */
export function FmgeResultsTable({ className }: { className?: string }) {
  return (
    <TableFrame
      caption="National FMGE pass rates by session"
      columns={['Session', 'Passed', 'Candidates', 'Source']}
      className={className}
    >
      {[...fmgeResults].reverse().map((result) => (
        <tr key={result.session}>
          <th scope="row" className="p-3 font-medium">
            {result.session}
            {result.heldOn ? (
              <span className="text-muted-foreground block text-xs font-normal">
                held {formatDate(result.heldOn)}
              </span>
            ) : null}
          </th>
          <td className="p-3">
            {result.passRate}%
            {result.passed !== null ? ` (${result.passed.toLocaleString('en-IN')})` : ''}
          </td>
          <td className="p-3">
            {result.appeared !== null ? result.appeared.toLocaleString('en-IN') : 'not reported'}
          </td>
          <td className="p-3">{result.source}</td>
        </tr>
      ))}
    </TableFrame>
  )
}

export function Faqs({ faqs }: { faqs: readonly FaqEntry[] }) {
  return (
    <div className="mt-6 space-y-3">
      {faqs.map((faq) => (
        <details
          key={faq.question}
          className="group border-border rounded-xl border bg-white p-4 open:shadow-sm"
        >
          <summary className="cursor-pointer list-none font-semibold marker:hidden">
            {faq.question}
          </summary>
          <p className="text-muted-foreground mt-3">{faq.answer}</p>
        </details>
      ))}
    </div>
  )
}

export function SourceList({ sources }: { sources: readonly GuideSource[] }) {
  return (
    <section aria-labelledby="sources-heading" className="text-muted-foreground text-sm">
      <h2 id="sources-heading" className="text-foreground text-base font-semibold">
        Sources
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {sources.map((source) => (
          <li key={source.title}>
            {source.url ? (
              <a href={source.url} className="underline" rel="nofollow noopener">
                {source.title}
              </a>
            ) : (
              source.title
            )}{' '}
            ({formatDate(source.date)})
          </li>
        ))}
      </ul>
    </section>
  )
}
