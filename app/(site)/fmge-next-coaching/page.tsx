import { BookOpen, CalendarClock, ClipboardCheck, GraduationCap } from 'lucide'
import type { Metadata } from 'next'

import { FmgeResultsTable } from '@/components/guides/guide-sections'
import { PageLeadForm } from '@/components/leads/page-lead-form'
import { JsonLd } from '@/components/seo/json-ld'
import { FormHero } from '@/components/site/form-hero'
import { Icon } from '@/components/ui/icon'
import { FMGE_FORMAT, fmgePassSummary, fmgeResults, NEXT_STATUS } from '@/data/regulation'
import { breadcrumbJsonLd, pageMetadata } from '@/lib/seo'
import { site } from '@/lib/site'

export const metadata: Metadata = pageMetadata({
  title: 'FMGE and NExT Coaching: Exam Pattern, Results and Batches',
  description:
    'FMGE as it is: June and December sessions, 300 questions in two parts, pass mark 150 of 300, no negative marking, and the national pass rates. NExT is deferred. Coaching batches and mock tests.',
  path: '/fmge-next-coaching',
})

// No "High Success Rate" badge: a claim with no evidence recorded (CCPA coaching-advertising
// guidelines 2024), so the badges state facts instead.
const badges = [
  `${FMGE_FORMAT.questions} questions, pass mark ${FMGE_FORMAT.passMark}`,
  `Sessions in ${FMGE_FORMAT.sessions}`,
  'Personalised guidance',
]

const features = [
  {
    icon: BookOpen,
    title: 'Study material',
    text: 'Notes and question banks by subject, written for the FMGE pattern.',
  },
  {
    icon: GraduationCap,
    title: 'Subject teachers',
    text: 'Ask us who teaches each subject of your batch, and their qualifications, before you enrol.',
  },
  {
    icon: CalendarClock,
    title: 'Flexible batches',
    text: 'Weekend, crash and regular batches, so you can study around an internship or a job.',
  },
  {
    icon: ClipboardCheck,
    title: 'Mock tests',
    text: `Full ${FMGE_FORMAT.questions}-question mocks in two parts of ${FMGE_FORMAT.minutesPerPart} minutes, as the exam runs.`,
  },
]

/** /fmge-next-coaching, with FMGE as it is (data/regulation.ts). */
export default function FmgeCoachingPage() {
  const latest = fmgeResults.at(-1)!
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'FMGE and NExT coaching', path: '/fmge-next-coaching' },
          ]),
          {
            '@context': 'https://schema.org',
            '@type': 'Course',
            name: 'FMGE coaching',
            description: 'Coaching for the Foreign Medical Graduate Examination (FMGE) in India.',
            provider: { '@type': 'Organization', name: site.name, url: site.url },
          },
        ]}
      />
      <FormHero
        title="FMGE and NExT coaching"
        intro="To practise in India after a medical degree abroad, you must pass the Foreign Medical Graduate Examination. We prepare you for it as it is set today."
        formTitle="Enrol for coaching"
        formIntro="Tell us when you sit FMGE; we call you about the next batch."
        form={<PageLeadForm formType="fmge_coaching" submitLabel="Enrol Now" />}
        beside={
          <section aria-labelledby="features-heading">
            <h2 id="features-heading" className="text-3xl font-bold">
              How we coach
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {features.map((feature) => (
                <li key={feature.title} className="border-border rounded-2xl border bg-white p-5">
                  <Icon icon={feature.icon} className="text-primary size-6" />
                  <h3 className="mt-3 font-semibold">{feature.title}</h3>
                  <p className="text-muted-foreground mt-1 text-sm">{feature.text}</p>
                </li>
              ))}
            </ul>
            <p className="mt-6">
              Our approach: weekly subject tests, a monthly assessment of every subject, and full
              mock exams in the weeks before the session.
            </p>
          </section>
        }
      >
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="About the exam">
          {badges.map((badge) => (
            <li key={badge} className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
              {badge}
            </li>
          ))}
        </ul>
      </FormHero>

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-14 sm:px-6">
        <section aria-labelledby="fmge-heading" className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <div className="min-w-0">
            <h2 id="fmge-heading" className="text-3xl font-bold">
              FMGE as it is
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-6">
              <li>Held twice a year, in {FMGE_FORMAT.sessions}.</li>
              <li>
                {FMGE_FORMAT.questions} multiple-choice questions in {FMGE_FORMAT.parts} parts of{' '}
                {FMGE_FORMAT.questions / FMGE_FORMAT.parts}, {FMGE_FORMAT.minutesPerPart} minutes
                each, in English.
              </li>
              <li>
                Pass mark {FMGE_FORMAT.passMark} of {FMGE_FORMAT.questions}; no negative marking.
              </li>
              <li>Fee ₹{FMGE_FORMAT.feeInr.toLocaleString('en-IN')}.</li>
              <li>After passing: a 12-month supervised internship in India, then registration.</li>
            </ul>
            <p className="text-muted-foreground mt-3 text-sm">Source: {FMGE_FORMAT.source}.</p>
            <h3 className="mt-8 text-xl font-bold">NExT</h3>
            <p className="mt-2">{NEXT_STATUS}</p>
          </div>
          <div className="min-w-0">
            <h3 className="text-xl font-bold">National pass rates</h3>
            <p className="mt-2">
              In the {latest.session} session, {latest.passRate}% of candidates passed;{' '}
              {fmgePassSummary()}. Nobody can honestly promise a pass.
            </p>
            <FmgeResultsTable className="mt-4" />
          </div>
        </section>

        <section
          id="register"
          aria-labelledby="register-heading"
          className="bg-primary-soft mx-auto max-w-3xl scroll-mt-24 rounded-3xl p-6 sm:p-10"
        >
          <h2 id="register-heading" className="text-2xl font-bold sm:text-3xl">
            Register for the next batch
          </h2>
          <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm">
            <PageLeadForm formType="fmge_enrollment" submitLabel="Register" />
          </div>
        </section>
      </div>
    </>
  )
}
