import 'server-only'

import { grievanceOfficerPlaceholder } from '@/data/site'
import { env, type ServerEnv } from '@/lib/env'

export type GrievanceOfficer = { name: string; email: string; phone: string }

type OfficerEnv = Pick<
  ServerEnv,
  'GRIEVANCE_OFFICER_NAME' | 'GRIEVANCE_OFFICER_EMAIL' | 'GRIEVANCE_OFFICER_PHONE'
>

/**
 * The Grievance Officer the privacy policy names (SPDI Rules 2011 r.5(9), DPDP Rules 2025
 * r.9): the configured values, each falling back to a placeholder that reaches nobody.
 */
export function grievanceOfficer(config: OfficerEnv = env()): GrievanceOfficer {
  return {
    name: config.GRIEVANCE_OFFICER_NAME ?? grievanceOfficerPlaceholder.name,
    email: config.GRIEVANCE_OFFICER_EMAIL ?? grievanceOfficerPlaceholder.email,
    phone: config.GRIEVANCE_OFFICER_PHONE ?? grievanceOfficerPlaceholder.phone,
  }
}

/** The Grievance Officer variables left unset, with the placeholder the page shows instead. */
export function grievanceOfficerPlaceholdersInEffect(
  config: OfficerEnv = env(),
): { variable: string; shown: string }[] {
  return [
    !config.GRIEVANCE_OFFICER_NAME && {
      variable: 'GRIEVANCE_OFFICER_NAME',
      shown: grievanceOfficerPlaceholder.name,
    },
    !config.GRIEVANCE_OFFICER_EMAIL && {
      variable: 'GRIEVANCE_OFFICER_EMAIL',
      shown: grievanceOfficerPlaceholder.email,
    },
    !config.GRIEVANCE_OFFICER_PHONE && {
      variable: 'GRIEVANCE_OFFICER_PHONE',
      shown: grievanceOfficerPlaceholder.phone,
    },
  ].filter((item) => item !== false)
}
