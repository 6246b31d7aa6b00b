import { ArrowLeft, LayoutDashboard } from 'lucide'
import type { Metadata } from 'next'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { InquiryForm } from '@/components/leads/inquiry-form'
import { buttonVariants } from '@/components/ui/button'
import { Markdown } from '@/components/ui/markdown'
import { Tabs } from '@/components/ui/tabs'
import { UniversityHero } from '@/components/universities/university-hero'
import { CatalogueImage } from '@/components/universities/catalogue-image'
import { TuitionChip } from '@/components/universities/tuition'
import { getStaff } from '@/lib/auth/session'
import { getRates } from '@/lib/data/exchange-rates'
import { readFreshUniversity } from '@/lib/data/universities'
import { eligibilityLines, lines, type University } from '@/lib/universities/model'

type Props = { params: Promise<{ id: string }> }

// Rendered on every request, never cached: staff preview what they just saved, and what an
// unpublished university shows depends on who asks.
export const dynamic = 'force-dynamic'

/**
 * The university at this address, read fresh from the database. An unpublished one exists
 * only for signed-in staff (checked on the server); to anyone else it is not found.
 */
const load = cache(async (id: string): Promise<University | undefined> => {
  if (!/^[1-9]\d{0,8}$/.test(id)) return undefined
  const found = await readFreshUniversity(Number(id))
  if (!found) return undefined
  if (!found.published && !(await getStaff())) return undefined
  return found.university
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const university = await load((await params).id)
  if (!university) notFound()
  return {
    title: `Preview: ${university.name}`,
    description: `Staff preview of ${university.name}, ${university.countryName}.`,
    // The public page is the one to index; this is its preview.
    alternates: { canonical: `/university-details/${university.id}` },
    robots: { index: false, follow: true },
  }
}

const dashboardLink =
  'inline-flex min-h-10 items-center gap-1.5 rounded-md text-sm font-medium underline-offset-4 hover:underline'

/** /dynamic-university/{id}: the preview staff open from the dashboard. */
export default async function UniversityPreviewPage({ params }: Props) {
  const [university, rates] = await Promise.all([load((await params).id), getRates()])
  if (!university) notFound()

  return (
    <>
      <UniversityHero
        university={university}
        back={
          <Link href="/dashboard" className={`${dashboardLink} text-white/90`}>
            <Icon icon={ArrowLeft} className="size-4" />
            Back to Dashboard
          </Link>
        }
      >
        <TuitionChip
          fee={university.tuitionFee}
          range={university.tuitionRange}
          rates={rates}
          tone="dark"
          className="mt-6"
        />
      </UniversityHero>

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Tabs
          label={`About ${university.name}`}
          className="min-w-0"
          tabs={[
            { id: 'overview', label: 'Overview', content: <Overview university={university} /> },
            { id: 'courses', label: 'Courses', content: <Courses university={university} /> },
            { id: 'admission', label: 'Admission', content: <Admission university={university} /> },
            {
              id: 'facilities',
              label: 'Facilities',
              content: <Facilities university={university} />,
            },
            { id: 'gallery', label: 'Gallery', content: <Gallery university={university} /> },
            { id: 'faq', label: 'FAQ', content: <Faq university={university} /> },
          ]}
        />
        <aside
          aria-labelledby="inquiry-heading"
          className="space-y-4 lg:sticky lg:top-24 lg:self-start"
        >
          <div className="border-border rounded-2xl border bg-white p-5 shadow-sm">
            <h2 id="inquiry-heading" className="text-xl font-bold">
              Ask about {university.name}
            </h2>
            <p className="text-muted-foreground mt-1 mb-4 text-sm">
              A counsellor replies within one working day.
            </p>
            <InquiryForm id="preview-inquiry-form" universityName={university.name} />
          </div>
          <Link
            href="/dashboard"
            className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          >
            <Icon icon={LayoutDashboard} />
            Return to Dashboard
          </Link>
        </aside>
      </div>
    </>
  )
}

function Empty() {
  return <p className="text-muted-foreground">Nothing entered yet.</p>
}

function TextBlock({ title, text }: { title: string; text: string | null }) {
  const items = lines(text)
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-bold">{title}</h2>
      {items.length === 0 ? (
        <Empty />
      ) : items.length === 1 ? (
        <p className="text-muted-foreground">{items[0]}</p>
      ) : (
        <ul className="text-muted-foreground list-disc space-y-1 pl-5">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Overview({ university }: { university: University }) {
  const facts = [
    ['Established', university.established],
    ['Course duration', university.duration],
    ['Medium of instruction', university.language],
    ['Website', university.website],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]))
  return (
    <div className="space-y-6">
      <p className="text-lg leading-relaxed">{university.description}</p>
      {facts.length > 0 ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="border-border rounded-xl border p-3">
              <dt className="text-muted-foreground text-sm">{label}</dt>
              <dd className="font-semibold break-words">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {university.features.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Features">
          {university.features.map((feature) => (
            <li key={feature} className="bg-muted rounded-full px-3 py-1 text-sm font-medium">
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function Courses({ university }: { university: University }) {
  if (!university.coursesText && university.coursesOffered.length === 0) return <Empty />
  return (
    <div className="space-y-4">
      {university.coursesText ? <Markdown text={university.coursesText} shiftHeadings={1} /> : null}
      {university.coursesOffered.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5">
          {university.coursesOffered.map((course) => (
            <li key={course}>{course}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function Admission({ university }: { university: University }) {
  return (
    <div className="space-y-6">
      <TextBlock title="Admission process" text={university.admissionProcess} />
      <TextBlock title="Eligibility" text={eligibilityLines(university.eligibility).join('\n')} />
      <TextBlock title="Intakes" text={university.intakes ?? university.intake.join('\n')} />
      <section className="space-y-2">
        <h2 className="text-lg font-bold">Hostel facility</h2>
        <p className="text-muted-foreground">
          {university.hostelAvailable ? 'Available' : 'Not available'}
        </p>
      </section>
      <TextBlock title="Additional expenses" text={university.additionalExpenses} />
    </div>
  )
}

function Facilities({ university }: { university: University }) {
  const list = university.facilities.length > 0 ? university.facilities : university.features
  return list.length === 0 ? (
    <Empty />
  ) : (
    <ul className="grid gap-2 sm:grid-cols-2">
      {list.map((facility) => (
        <li key={facility} className="border-border rounded-lg border px-3 py-2">
          {facility}
        </li>
      ))}
    </ul>
  )
}

function Gallery({ university }: { university: University }) {
  if (university.gallery.length === 0) return <Empty />
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {university.gallery.map((src, index) => (
        <li key={`${src}-${index}`} className="overflow-hidden rounded-xl">
          <CatalogueImage
            src={src}
            alt={`${university.name}, image ${index + 1}`}
            width={960}
            height={600}
            className="aspect-[8/5] size-full object-cover"
          />
        </li>
      ))}
    </ul>
  )
}

function Faq({ university }: { university: University }) {
  if (university.faq.length === 0) return <Empty />
  return (
    <div className="border-border divide-y rounded-2xl border bg-white">
      {university.faq.map((item) => (
        <details key={item.question} className="p-4">
          <summary className="cursor-pointer font-semibold">{item.question}</summary>
          <p className="text-muted-foreground mt-2">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
