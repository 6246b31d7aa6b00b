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

/**
 * Why a production server must not start: its privacy policy would name a placeholder Grievance
 * Officer that reaches nobody (SPDI Rules 2011 r.5(9) ask for a reachable one), unless the
 * deployer declared a demonstration with DEMO_SITE, whose pages all say so. Null when it may.
 */
export function grievanceOfficerStartRefusal(
  config: OfficerEnv & Pick<ServerEnv, 'NODE_ENV' | 'DEMO_SITE'> = env(),
): string | null {
  const placeholders = grievanceOfficerPlaceholdersInEffect(config)
  if (config.NODE_ENV !== 'production' || config.DEMO_SITE || placeholders.length === 0) return null
  return [
    'The privacy policy would name a PLACEHOLDER Grievance Officer that reaches nobody:',
    ...placeholders.map(
      (item) => `  ${item.variable} is not set; the page would show ${item.shown}`,
    ),
    'Set them and run `npm run build` again (see docs/deploy.md), or set DEMO_SITE=true',
    'for a demonstration site, whose every page then says its contact details are placeholders.',
  ].join('\n')
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
