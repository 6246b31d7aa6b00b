'use client'

import { Link } from '@/components/ui/link'
import { useId, useState } from 'react'

import { cn } from '@/lib/utils'

type CountryChip = { slug: string; name: string; count: number }

/**
 * Items drawn at first: on a phone three or four are on screen, and every item more is markup
 * to parse and hydrate before the page answers a tap (47 made the home page the slowest).
 */
const FIRST_SHOWN = 12

/**
 * The home page's list of the universities in our catalogue (no partnership is implied),
 * filterable by country: All Countries plus a chip
 * per country with its count, most universities first; a select on small screens. The
 * items come as plain data (rendered here, not on the server, so the page does not carry
 * them twice) and as plain text; the first 12, then all on request.
 */
export function OurUniversityList({
  countries,
  total,
  items,
}: {
  countries: readonly CountryChip[]
  /** How many universities there are in all (the items may be the first of each country). */
  total: number
  items: readonly { id: number; name: string; country: string; place: string; tuition: string }[]
}) {
  const [country, setCountry] = useState('all')
  const [showAll, setShowAll] = useState(false)
  const selectId = useId()
  const matching = country === 'all' ? items : items.filter((item) => item.country === country)
  const visible = showAll ? matching : matching.slice(0, FIRST_SHOWN)
  const chips = [{ slug: 'all', name: 'All Countries', count: total }, ...countries]
  const inSelection = chips.find((chip) => chip.slug === country)?.count ?? matching.length

  return (
    <div>
      <div className="md:hidden">
        <label htmlFor={selectId} className="text-sm font-medium">
          Show universities in
        </label>
        <select
          id={selectId}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          className="border-border mt-1 h-11 w-full rounded-md border bg-white px-3 text-base"
        >
          {chips.map((chip) => (
            <option key={chip.slug} value={chip.slug}>
              {chip.name} ({chip.count})
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-label="Filter by country" className="hidden flex-wrap gap-2 md:flex">
        {chips.map((chip) => (
          <button
            key={chip.slug}
            type="button"
            aria-pressed={country === chip.slug}
            onClick={() => setCountry(chip.slug)}
            className={cn(
              'min-h-10 rounded-full border px-4 text-sm font-medium transition-colors',
              country === chip.slug
                ? 'bg-primary border-primary text-white'
                : 'border-border hover:border-primary bg-white',
            )}
          >
            {chip.name} ({chip.count})
          </button>
        ))}
      </div>
      {visible.length > 0 ? (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((item) => (
            <li key={item.id}>
              <Link
                href={`/university-details/${item.id}`}
                className="border-border hover:border-primary flex h-full flex-col gap-1 rounded-xl border bg-white p-4"
              >
                <span className="font-semibold">{item.name}</span>
                <span className="text-muted-foreground text-sm">
                  {item.place} · <span className="text-primary font-semibold">{item.tuition}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground mt-6">
          No universities found for the selected country.
        </p>
      )}
      {inSelection > matching.length ? (
        <div className="mt-6 text-center">
          <Link
            href={country === 'all' ? '/universities' : `/universities?country=${country}`}
            className="border-border hover:bg-muted inline-flex min-h-11 items-center rounded-md border bg-white px-5 text-sm font-semibold"
          >
            See all {inSelection} universities
          </Link>
        </div>
      ) : matching.length > visible.length ? (
        <div className="mt-6 text-center">
          <button
            type="button"
            onClick={() => setShowAll(true)}
            className="border-border hover:bg-muted min-h-11 rounded-md border bg-white px-5 text-sm font-semibold"
          >
            Show all {matching.length} universities
          </button>
        </div>
      ) : null}
    </div>
  )
}
