import type { Caution } from '@/data/universities/types'

/** The newest first: the one a family must read before the rest. */
export function newestFirst(cautions: readonly Caution[]): Caution[] {
  return [...cautions].sort((a, b) => b.date.localeCompare(a.date))
}

/**
 * The cautions a country's guide carries: the country's own, then each of its universities'
 * (the Chirchik alert is Tashkent's), each once. The guide page and the printable checklist
 * read this one list, so a printout carries every caution its page does.
 */
export function guideCautions(
  countryCautions: readonly Caution[],
  universities: readonly { cautions: readonly Caution[] }[],
): Caution[] {
  return [
    ...new Map(
      [...countryCautions, ...universities.flatMap((university) => university.cautions)].map(
        (caution) => [`${caution.date} ${caution.text}`, caution],
      ),
    ).values(),
  ]
}
