'use client'

import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'
import { UniversityCard } from '@/components/universities/university-card'
import type { ListView } from '@/lib/universities/filters'
import type { Rates } from '@/lib/universities/money'
import type { UniversityCard as Card } from '@/lib/universities/model'

/** Cards that can be on the first screen: hydrated with the page, the rest when near. */
const FIRST_SCREEN = 2

/**
 * One page of the listing's results; the listing says the rates' date once above them. Drawn here from the cards' data rather than on the
 * server: the page then carries each card once as compact data (about 0.6 KB) beside its
 * markup, instead of a second copy of the whole markup tree in the RSC payload (about 4.7 KB).
 */
export function UniversityResults({
  cards,
  rates,
  view,
  priority,
}: {
  cards: readonly Card[]
  rates: Rates
  view: ListView
  /** Whether the first card's picture is the page's first screen (the first page). */
  priority: boolean
}) {
  const layout = view === 'list' ? 'row' : 'card'
  return (
    // Columns by the width the results have (a container query on the listing's results), not
    // the screen's: beside the filters a tablet has room for one card, not two.
    <ul
      data-view={view}
      className="mt-4 grid gap-6 max-sm:gap-4 data-[view=grid]:@xl:grid-cols-2 data-[view=grid]:@4xl:grid-cols-3"
    >
      {cards.map((card, index) =>
        index < FIRST_SCREEN ? (
          <li key={card.id} className="@container">
            <UniversityCard
              university={card}
              rates={rates}
              layout={layout}
              priority={priority && index === 0}
              rateOnPage
            />
          </li>
        ) : (
          <HydrateWhenNear key={card.id} id={`university-${card.id}`}>
            <li id={`university-${card.id}`} className="@container">
              <UniversityCard university={card} rates={rates} layout={layout} rateOnPage />
            </li>
          </HydrateWhenNear>
        ),
      )}
    </ul>
  )
}
