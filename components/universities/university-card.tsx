import { MapPin } from 'lucide'

import { Icon } from '@/components/ui/icon'
import { UniversityImage } from '@/components/universities/catalogue-image'
import { Link } from '@/components/ui/link'
import { CautionLine } from '@/components/universities/cautions'
import { TuitionChip } from '@/components/universities/tuition'
import { buttonVariants } from '@/components/ui/button'
import { COUNTRY_CARDS_SHOWN } from '@/lib/universities/constants'
import type { Rates } from '@/lib/universities/money'
import type { UniversityCard as Card } from '@/lib/universities/model'

/** Cards show at most 3 feature badges. */
export const CARD_BADGES = 3

export function FacilityBadges({
  facilities,
  limit = CARD_BADGES,
}: {
  facilities: readonly string[]
  limit?: number
}) {
  if (facilities.length === 0) return null
  const hidden = facilities.length - limit
  return (
    <ul data-slot="facilities" className="flex flex-wrap gap-1.5" aria-label="Facilities">
      {facilities.slice(0, limit).map((facility) => (
        <li key={facility} className="bg-muted rounded-full px-2.5 py-0.5 text-xs font-medium">
          {facility}
        </li>
      ))}
      {hidden > 0 ? (
        <li className="text-muted-foreground px-1 py-0.5 text-xs font-medium">+{hidden} more</li>
      ) : null}
    </ul>
  )
}

/**
 * The card's category. No star rating beside it: no rater, method or source stands behind one,
 * and a claim without evidence is not made.
 */
export function CategoryLine({ category }: { category: string }) {
  return (
    <p data-slot="category" className="text-muted-foreground text-sm">
      {category}
    </p>
  )
}

/**
 * A university in the listing and on the country pages: a card (the grid) or a row (the
 * listing's list view). On a phone a card shows what decides a first look, name, place, fee
 * and the caution that matters, in about half the screen; the category and facilities wait for
 * the university's page. A row is a thumbnail beside the name while the row is narrow (a
 * phone, a tablet beside the filters), and the picture down its side once it is wide: it
 * follows its own width (a container query), not the screen's, since the filters beside it
 * take their share. Its links fetch their page on intent, not when the card scrolls near: a
 * prefetched university page brings the preload of its hero picture, which a phone would
 * spend data on for every card it passes.
 */
export function UniversityCard({
  university,
  priority = false,
  rates,
  layout = 'card',
  rateOnPage = false,
}: {
  university: Card
  rates: Rates
  priority?: boolean
  /** The list says the rate once above the cards (RatesLine). */
  rateOnPage?: boolean
  /** A row needs an `@container` around it (the listing's list item). */
  layout?: 'card' | 'row'
}) {
  const href = `/university-details/${university.id}`
  // Apply opens the university's own application form, whose lead names the university.
  const applyHref = `${href}#apply-for-admission`
  const title = (
    <div>
      <h3 className="text-lg leading-snug font-bold max-sm:text-base">
        <Link href={href} className="hover:text-primary">
          {university.name}
        </Link>
      </h3>
      <p className="text-muted-foreground mt-1 flex items-center gap-1.5 text-sm">
        <Icon icon={MapPin} className="size-4 shrink-0" />
        {[university.city, university.countryName].filter(Boolean).join(', ')}
      </p>
    </div>
  )
  const details = (
    <>
      <CategoryLine category={university.category} />
      <TuitionChip
        fee={university.tuitionFee}
        range={university.tuitionRange}
        rates={rates}
        rateOnPage={rateOnPage}
      />
      {university.admitting ? null : (
        <p data-slot="not-admitting" className="text-destructive text-sm font-semibold">
          Not admitting new medical students
        </p>
      )}
      <CautionLine cautions={university.cautions} />
      <FacilityBadges facilities={university.facilities} />
      <div className="mt-auto flex flex-wrap gap-2 pt-2 max-sm:pt-1">
        <Link
          href={href}
          className={buttonVariants({ size: 'sm' })}
          aria-label={`View details of ${university.name}`}
        >
          View Details
        </Link>
        {university.admitting ? (
          <Link
            href={applyHref}
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
            aria-label={`Apply to ${university.name}`}
          >
            Apply
          </Link>
        ) : null}
        <a
          href={`/resources/tools?tab=compare&ids=${university.id}`}
          className={buttonVariants({ size: 'sm', variant: 'ghost' })}
          aria-label={`Compare ${university.name} with other universities`}
        >
          Compare
        </a>
      </div>
    </>
  )

  if (layout === 'row') {
    return (
      <article className="border-border grid grid-cols-[5.5rem_minmax(0,1fr)] items-start gap-x-3 gap-y-2 overflow-hidden rounded-2xl border bg-white p-3 shadow-sm transition-shadow [grid-template-areas:'thumb_head'_'body_body'] hover:shadow-md @xl:grid-cols-[16rem_minmax(0,1fr)] @xl:items-stretch @xl:gap-x-5 @xl:gap-y-0 @xl:p-0 @xl:[grid-template-areas:'thumb_head'_'thumb_body'] @3xl:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="relative size-22 overflow-hidden rounded-lg [grid-area:thumb] @xl:size-auto @xl:min-h-48 @xl:rounded-none">
          <UniversityImage
            university={university}
            priority={priority}
            className="absolute inset-0 size-full object-cover"
          />
        </div>
        <div className="[grid-area:head] @xl:pt-5 @xl:pr-5">{title}</div>
        <div className="flex flex-col gap-2 [grid-area:body] @xl:gap-3 @xl:pt-3 @xl:pr-5 @xl:pb-5 [&>[data-slot=category]]:@max-xl:hidden [&>[data-slot=facilities]]:@max-xl:hidden">
          {details}
        </div>
      </article>
    )
  }

  return (
    <article className="border-border flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[8/5] shrink-0 max-sm:aspect-[5/2]">
        <UniversityImage
          university={university}
          priority={priority}
          className="absolute inset-0 size-full object-cover"
        />
        <span className="text-primary absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold shadow-sm">
          {university.countryName}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 max-sm:gap-2 max-sm:p-4 [&>[data-slot=category]]:max-sm:hidden [&>[data-slot=facilities]]:max-sm:hidden">
        {title}
        {details}
      </div>
    </article>
  )
}

/** After a country's first cards: the link to all of them in the listing. */
export function AllInListing({
  country,
  name,
  count,
}: {
  country: string
  name: string
  count: number
}) {
  if (count <= COUNTRY_CARDS_SHOWN) return null
  return (
    <p className="mt-6 text-center">
      <a
        href={`/universities?country=${encodeURIComponent(country)}`}
        className={buttonVariants({ variant: 'outline' })}
      >
        See all {count} universities in {name}
      </a>
    </p>
  )
}
