import { CalendarDays, Clock, GraduationCap } from 'lucide'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ApplicationForm } from '@/components/leads/application-form'
import { ApplyPanel } from '@/components/leads/apply-panel'
import { JsonLd } from '@/components/seo/json-ld'
import { Icon } from '@/components/ui/icon'
import { BackLink } from '@/components/universities/back-link'
import { CatalogueNotice } from '@/components/universities/catalogue-notice'
import { CautionPanel } from '@/components/universities/cautions'
import { FmglPanel } from '@/components/universities/fmgl-panel'
import { FeeSummary, TuitionChip } from '@/components/universities/tuition'
import { Markdown } from '@/components/ui/markdown'
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'
import { Tabs } from '@/components/ui/tabs'
import { UniversityHero } from '@/components/universities/university-hero'
import { applicationStepsFor, requiredDocuments } from '@/data/admission'
import { getRates } from '@/lib/data/exchange-rates'
import type { Rates } from '@/lib/universities/money'
import { getUniversity } from '@/lib/data/universities'
import { breadcrumbJsonLd, pageMetadata, universityJsonLd } from '@/lib/seo'
import { eligibilityLines, lines, type University } from '@/lib/universities/model'
import { formatMoney } from '@/lib/universities/money'
import { notAdmitting } from '@/lib/universities/practice'

// Rendered on first request from the database and cached; a staff edit invalidates it.
export const revalidate = 300
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ id: string }> }

async function load(params: Props['params']) {
  const { id } = await params
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : Number.NaN
  const { university, fromFallback } = Number.isNaN(numeric)
    ? { university: undefined, fromFallback: false }
    : await getUniversity(numeric)
  return { id, university, fromFallback }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { university } = await load(params)
  if (!university) notFound()
  const fee =
    university.tuitionFee && university.admitting
      ? ` Tuition about ${formatMoney(university.tuitionFee.amount, university.tuitionFee.currency)} a year.`
      : ''
  return pageMetadata({
    title: `${university.name}, ${university.countryName}: MBBS Fees and FMGL Checklist`,
    description: clip(`${university.description}${fee}`, 158),
    path: `/university-details/${university.id}`,
  })
}

function clip(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).replace(/\s+\S*$/, '')}…`
}

export default async function UniversityDetailsPage({ params }: Props) {
  const [{ id, university, fromFallback }, rates] = await Promise.all([load(params), getRates()])
  if (!university) {
    console.warn(`University not found: id ${JSON.stringify(id)}`)
    notFound()
  }

  const facts = [
    { icon: Clock, label: 'Duration', value: university.duration },
    { icon: CalendarDays, label: 'Established', value: university.established },
  ].filter((fact) => fact.value)
  const closed = notAdmitting(university)

  return (
    <>
      <JsonLd
        data={[
          universityJsonLd(university),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Universities', path: '/universities' },
            { name: university.name, path: `/university-details/${university.id}` },
          ]),
        ]}
      />
      <UniversityHero
        university={university}
        back={
          <BackLink className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-white/90 underline-offset-4 hover:underline" />
        }
      >
        {university.facilities.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Facilities">
            {university.facilities.map((facility) => (
              <li key={facility} className="rounded-full bg-white/15 px-3 py-1 text-sm">
                {facility}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          <TuitionChip
            fee={university.tuitionFee}
            range={university.tuitionRange}
            rates={rates}
            tone="dark"
          />
          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {facts.map(({ icon, label, value }) => (
              <div key={label} className="flex items-center gap-1.5">
                <Icon icon={icon} className="size-4" />
                <dt className="text-white/90">{label}:</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <a
            href={`/resources/tools?tab=compare&ids=${university.id}`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-white underline underline-offset-4"
            aria-label={`Compare ${university.name} with other universities`}
          >
            Compare
          </a>
        </div>
      </UniversityHero>

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-10">
          {fromFallback ? <CatalogueNotice /> : null}
          {closed ? (
            <p
              data-testid="not-admitting"
              className="border-destructive/40 bg-destructive/5 text-destructive rounded-2xl border p-4 font-semibold"
            >
              {closed}
            </p>
          ) : null}
          <CautionPanel cautions={university.cautions} />
          <Tabs
            label={`About ${university.name}`}
            tabs={[
              {
                id: 'overview',
                label: 'Overview',
                content: <Overview university={university} />,
              },
              {
                id: 'programs',
                label: 'Programs',
                content: <Programs university={university} rates={rates} />,
              },
              {
                id: 'admission',
                label: 'Admission',
                content: <Admission university={university} />,
              },
            ]}
          />
          <HydrateWhenNear id="fmgl" until="used">
            <FmglPanel checklist={university.fmgl} />
          </HydrateWhenNear>
          {university.faq.length > 0 ? (
            <HydrateWhenNear id="faq" until="used">
              <section id="faq" aria-labelledby="faq-heading">
                <h2 id="faq-heading" className="text-xl font-bold">
                  Questions families ask
                </h2>
                <div className="border-border mt-4 divide-y rounded-2xl border bg-white">
                  {university.faq.map((item) => (
                    <details key={item.question} className="group p-4">
                      <summary className="cursor-pointer font-semibold">{item.question}</summary>
                      <p className="text-muted-foreground mt-2">{item.answer}</p>
                    </details>
                  ))}
                </div>
              </section>
            </HydrateWhenNear>
          ) : null}
        </div>

        <HydrateWhenNear id="apply-for-admission">
          {closed ? (
            // No form names a university that takes no one: the family may still ask about
            // the country's others.
            <ApplyPanel
              id="apply-for-admission"
              headingId="apply-heading"
              title={`Apply in ${university.countryName}`}
              intro={`${university.name} is not admitting new medical students. Ask about the other universities in ${university.countryName}: a counsellor replies within one working day.`}
            >
              <ApplicationForm
                id="university-application-form"
                countryName={university.countryName}
              />
            </ApplyPanel>
          ) : (
            <ApplyPanel
              id="apply-for-admission"
              headingId="apply-heading"
              title="Apply for Admission"
              intro={`To ${university.name}. A counsellor replies within one working day.`}
            >
              <ApplicationForm
                id="university-application-form"
                countryName={university.countryName}
                universityId={String(university.id)}
              />
            </ApplyPanel>
          )}
        </HydrateWhenNear>
      </div>
    </>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="text-muted-foreground list-disc space-y-1.5 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

function Overview({ university }: { university: University }) {
  return (
    <div className="space-y-8">
      <p className="text-lg leading-relaxed">{university.description}</p>
      {university.features.length > 0 ? (
        <Section title="Key features">
          <Bullets items={university.features} />
        </Section>
      ) : null}
      <Section title="Recognition and accreditation">
        {university.recognition.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {university.recognition.map((item) => (
              <li key={item} className="bg-muted rounded-full px-3 py-1 text-sm font-medium">
                {item}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-muted-foreground text-sm">
          India&apos;s NMC does not approve foreign universities: what matters for practising in
          India is the FMGL 2021 checklist below and passing the FMGE.
        </p>
      </Section>
    </div>
  )
}

function Programs({ university, rates }: { university: University; rates: Rates }) {
  return (
    <div className="space-y-8">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="border-border rounded-xl border p-4">
          <dt className="text-muted-foreground flex items-center gap-1.5 text-sm">
            <Icon icon={GraduationCap} className="size-4" /> MBBS duration
          </dt>
          <dd className="mt-1 font-semibold">{university.duration ?? 'Ask a counsellor'}</dd>
        </div>
        <div className="border-border rounded-xl border p-4">
          <dt className="text-muted-foreground text-sm">Medium of instruction</dt>
          <dd className="mt-1 font-semibold">{university.language ?? 'Ask a counsellor'}</dd>
        </div>
      </dl>
      <Section title="Tuition fee">
        {university.admitting ? (
          <FeeSummary
            fee={university.tuitionFee}
            range={university.tuitionRange}
            duration={university.duration}
            rates={rates}
          />
        ) : (
          <p className="text-muted-foreground">{notAdmitting(university)}</p>
        )}
      </Section>
      {university.admitting && lines(university.additionalExpenses).length > 0 ? (
        <Section title="Other yearly costs (approximate)">
          <Bullets items={lines(university.additionalExpenses)} />
        </Section>
      ) : null}
      {university.features.length > 0 ? (
        <Section title="Highlights">
          <Bullets items={university.features} />
        </Section>
      ) : null}
      {university.coursesText ? (
        <Section title="Courses">
          <Markdown
            text={university.coursesText}
            shiftHeadings={1}
            className="text-muted-foreground"
          />
        </Section>
      ) : null}
      {university.coursesOffered.length > 0 ? (
        <Section title="Other courses">
          <Bullets items={university.coursesOffered} />
        </Section>
      ) : null}
    </div>
  )
}

function Admission({ university }: { university: University }) {
  const eligibility = eligibilityLines(university.eligibility)
  const intakeMonths = university.intake.join(', ')
  const closed = notAdmitting(university)
  if (closed) {
    return (
      <div className="space-y-4">
        <p className="font-semibold">{closed}</p>
        <p>
          <a
            href={`/universities?country=${encodeURIComponent(university.country)}`}
            className="text-primary underline"
          >
            See the universities in {university.countryName}
          </a>
        </p>
      </div>
    )
  }
  return (
    <div className="space-y-8">
      {university.entranceRequirement ? (
        <Section title="Entrance requirement">
          <p>{university.entranceRequirement}</p>
        </Section>
      ) : null}
      {eligibility.length > 0 ? (
        <Section title="Eligibility">
          <Bullets items={eligibility} />
        </Section>
      ) : null}
      <Section title="Documents">
        <Bullets items={requiredDocuments} />
      </Section>
      <Section title="How to apply">
        <ol className="space-y-3">
          {applicationStepsFor(university.country).map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="bg-primary flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white">
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold">{step.title}</span>
                <span className="text-muted-foreground block text-sm">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
        {lines(university.admissionProcess).length > 0 ? (
          <details className="border-border rounded-xl border p-4">
            <summary className="cursor-pointer font-semibold">
              The university&apos;s own admission steps
            </summary>
            <Bullets items={lines(university.admissionProcess)} />
          </details>
        ) : null}
      </Section>
      {intakeMonths || university.intakes ? (
        <Section title="Intake periods">
          {intakeMonths ? <p className="font-semibold">{intakeMonths}</p> : null}
          {university.intakes ? (
            <p className="text-muted-foreground">{university.intakes}</p>
          ) : null}
        </Section>
      ) : null}
    </div>
  )
}
