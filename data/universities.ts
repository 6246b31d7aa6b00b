import {
  georgiaUniversities,
  philippinesUniversities,
} from '@/data/universities/georgia-philippines'
import {
  kazakhstanUniversities,
  kyrgyzstanUniversities,
  uzbekistanUniversities,
} from '@/data/universities/central-asia'
import {
  belarusUniversities,
  bosniaUniversities,
  bulgariaUniversities,
  malaysiaUniversities,
  moldovaUniversities,
  nepalUniversities,
} from '@/data/universities/other-countries'
import { russiaUniversities } from '@/data/universities/russia'
import type { CatalogueUniversity } from '@/data/universities/types'

export type { CatalogueUniversity } from '@/data/universities/types'

/**
 * The built-in catalogue: 47 universities with ids 1 to 47, seeded into the database when
 * its table is empty and served when the database cannot be read (DESIGN.md "Data").
 * Sources and dates: docs/content-sources.md.
 */
export const builtInUniversities: readonly CatalogueUniversity[] = [
  ...russiaUniversities,
  ...georgiaUniversities,
  ...philippinesUniversities,
  ...kazakhstanUniversities,
  ...kyrgyzstanUniversities,
  ...malaysiaUniversities,
  ...nepalUniversities,
  ...uzbekistanUniversities,
  ...bosniaUniversities,
  ...bulgariaUniversities,
  ...moldovaUniversities,
  ...belarusUniversities,
].sort((a, b) => a.id - b.id)

/** The university the home page features */
export const FEATURED_UNIVERSITY_ID = 13
