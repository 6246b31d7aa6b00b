import { fmglCriteria, type FmglChecklist } from '@/data/universities/types'

/** The FMGL 2021 conditions a course does not meet, by their labels. */
export function fmglShortfall(checklist: Partial<FmglChecklist> | null | undefined): string[] {
  return fmglCriteria
    .filter(({ key }) => checklist?.[key]?.status === 'not_met')
    .map(({ label }) => label)
}

/**
 * What a family must read beside any cost of a course that does not meet India's FMGL 2021
 * rules: one condition not met, and the degree leads to no licence to practise in India.
 * Null when no condition is known to be unmet.
 */
export function noRouteToIndia(
  checklist: Partial<FmglChecklist> | null | undefined,
): string | null {
  const unmet = fmglShortfall(checklist)
  if (unmet.length === 0) return null
  const conditions = unmet.map((label) => label.charAt(0).toLowerCase() + label.slice(1))
  return `This course does not meet India's FMGL 2021 rules (not met: ${conditions.join('; ')}), so it does not lead to a licence to practise in India, whatever it costs.`
}

/**
 * What a family must read in place of a total, an intake or a form when a university takes no
 * new medical students (its caution says why). Null while it admits.
 */
export function notAdmitting(university: { name: string; admitting: boolean }): string | null {
  return university.admitting
    ? null
    : `${university.name} is not admitting new medical students, so there is no intake to apply for and no budget to plan.`
}
