import { Quote } from 'lucide'

import { Icon } from '@/components/ui/icon'
import { CatalogueImage } from '@/components/universities/catalogue-image'
import { formatDate } from '@/lib/dates'
import type { Claim } from '@/data/claims'
import type { PublicPerson } from '@/lib/data/people'

/**
 * Real people on the company pages: staff-managed records, each published with the person's
 * recorded consent. Without records, `empty` says so plainly instead of inventing anyone.
 */
export function PeopleCards({ people, empty }: { people: readonly PublicPerson[]; empty: string }) {
  if (people.length === 0) {
    return (
      <p className="border-border text-muted-foreground mt-6 rounded-2xl border border-dashed p-6">
        {empty}
      </p>
    )
  }
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {people.map((person) => (
        <li key={person.id}>
          <figure className="border-border flex h-full flex-col rounded-2xl border bg-white p-5">
            {person.photo ? (
              <CatalogueImage
                src={person.photo}
                alt={`Photo of ${person.name}`}
                width={96}
                height={96}
                className="size-24 rounded-full object-cover"
              />
            ) : null}
            {person.kind === 'team' ? (
              <p className="mt-3 flex-1">{person.words}</p>
            ) : (
              <blockquote className="mt-3 flex-1">
                <Icon icon={Quote} className="text-primary size-5" />
                <p className="mt-1">{person.words}</p>
              </blockquote>
            )}
            <figcaption className="mt-4">
              <span className="block font-semibold">{person.name}</span>
              <span className="text-muted-foreground text-sm">
                {person.role}
                {person.year ? `, ${person.year}` : ''}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

/** What the site can count itself, and the claims staff recorded with evidence. */
export function FactsWeCount({
  counts,
  claims,
}: {
  counts: { label: string; value: number }[]
  claims: readonly Claim[]
}) {
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {counts.map((count) => (
        <div key={count.label} className="border-border rounded-2xl border bg-white p-5">
          <dt className="text-muted-foreground text-sm">{count.label}</dt>
          <dd className="text-3xl font-extrabold">{count.value}</dd>
        </div>
      ))}
      {claims.map((claim) => (
        <div key={claim.key} className="border-border rounded-2xl border bg-white p-5">
          <dt className="text-muted-foreground text-sm">{claim.label}</dt>
          <dd className="text-3xl font-extrabold">{claim.value}</dd>
          {claim.evidence ? (
            <dd className="text-muted-foreground mt-1 text-xs">
              As of {formatDate(claim.evidence.asOf)}: {claim.evidence.note}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  )
}
