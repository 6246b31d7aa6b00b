import type { Metadata } from 'next'

import { PageLeadForm } from '@/components/leads/page-lead-form'
import { PageHeader } from '@/components/site/page-header'
import { FactsWeCount, PeopleCards } from '@/components/site/people'
import { getPublicClaims } from '@/lib/data/claims'
import { getPublicPeople } from '@/lib/data/people'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({
  title: 'Success Stories: Students We Have Advised',
  description:
    'Stories of students we have advised, published with their written consent, and any figure about our results shown with what backs it and its date.',
  path: '/success-stories',
})

export const revalidate = 300

/**
 * /success-stories. No alumni card or figure (such as 2000+, 98% or 85%) without evidence:
 * stories come from consented records, figures from claims recorded with evidence (CCPA
 * coaching-advertising guidelines 2024).
 */
export default async function SuccessStoriesPage() {
  const [stories, claims] = await Promise.all([getPublicPeople('story'), getPublicClaims()])
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeader
        title="Success stories"
        trail={[{ name: 'Success stories', path: '/success-stories' }]}
        largeLead
        lead={
          <>Students we have advised, in their own words, published with their written consent.</>
        }
      />
      <PeopleCards
        people={stories}
        empty="No story is published yet: we add one only when a student agrees in writing. Results depend on each student's own work, and nobody can promise admission, a visa or an FMGE pass."
      />
      {claims.length > 0 ? (
        <section aria-labelledby="figures-heading" className="mt-12">
          <h2 id="figures-heading" className="text-2xl font-bold">
            Our results, with their evidence
          </h2>
          <FactsWeCount counts={[]} claims={claims} />
        </section>
      ) : null}
      <section
        aria-labelledby="story-form-heading"
        className="bg-primary-soft mt-14 rounded-3xl p-6 sm:p-10"
      >
        <h2 id="story-form-heading" className="text-2xl font-bold">
          Start your own story
        </h2>
        <p className="text-muted-foreground mt-2 max-w-2xl">
          Tell us about yourself; a counsellor replies within one working day.
        </p>
        <div className="mt-6 max-w-2xl rounded-2xl bg-white p-5 shadow-sm">
          <PageLeadForm formType="success-stories" />
        </div>
      </section>
    </div>
  )
}
