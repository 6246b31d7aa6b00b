import type { Metadata } from 'next'

import { ClaimForm } from '@/components/dashboard/claim-form'
import { formatTime } from '@/lib/dates'
import { staffPage } from '@/lib/auth/staff-action'
import { listClaims } from '@/lib/data/claims'

export const metadata: Metadata = { title: 'Site claims' }

/**
 * The figures the consultancy states about itself. The admin only: what the business
 * advertises about its results is its decision to answer for (CCPA 2024), not a day-to-day edit.
 */
export default async function ClaimsPage() {
  const { db } = await staffPage('admin')
  const claims = await listClaims(db)
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">Site claims</h1>
        <p className="text-muted-foreground mt-1 max-w-3xl text-sm">
          A claim shows on the home page only with an evidence note and the date it is true as of,
          both printed beside the figure (CCPA guidelines on coaching advertisements, 2024). Clear
          the evidence to take a claim down at once. What the site counts itself (universities,
          countries) is always shown live.
        </p>
      </div>
      {claims.map((claim) => (
        <div key={claim.key}>
          <ClaimForm
            key={claim.updatedAt?.getTime() ?? 'default'}
            initial={{
              key: claim.key,
              value: claim.value,
              label: claim.label,
              evidence: claim.evidence,
              asOf: claim.asOf,
            }}
          />
          {claim.updatedBy && claim.updatedAt ? (
            <p className="text-muted-foreground mt-1 px-1 text-xs">
              Last changed by {claim.updatedBy}, {formatTime(claim.updatedAt)}
            </p>
          ) : null}
        </div>
      ))}
    </div>
  )
}
