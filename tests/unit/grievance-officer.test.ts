import { describe, expect, it } from 'vitest'

import { grievanceOfficerPlaceholder } from '@/data/site'
import { parseServerEnv } from '@/lib/env'
import {
  grievanceOfficer,
  grievanceOfficerPlaceholdersInEffect,
  grievanceOfficerStartRefusal,
} from '@/lib/grievance-officer'
import { EnvError } from '@/lib/public-env'

describe('the Grievance Officer of the privacy policy', () => {
  it('shows placeholders and names every unset variable when none is set', () => {
    const config = parseServerEnv({})
    expect(grievanceOfficer(config)).toEqual(grievanceOfficerPlaceholder)
    expect(grievanceOfficerPlaceholdersInEffect(config).map((item) => item.variable)).toEqual([
      'GRIEVANCE_OFFICER_NAME',
      'GRIEVANCE_OFFICER_EMAIL',
      'GRIEVANCE_OFFICER_PHONE',
    ])
  })

  it('shows the configured officer and no placeholder once all three are set', () => {
    const config = parseServerEnv({
      GRIEVANCE_OFFICER_NAME: 'Priya Sharma',
      GRIEVANCE_OFFICER_EMAIL: 'privacy@clinic.example',
      GRIEVANCE_OFFICER_PHONE: '+91 80 4000 1234',
    })
    expect(grievanceOfficer(config)).toEqual({
      name: 'Priya Sharma',
      email: 'privacy@clinic.example',
      phone: '+91 80 4000 1234',
    })
    expect(grievanceOfficerPlaceholdersInEffect(config)).toEqual([])
  })

  it('refuses a wrong value, naming the variable', () => {
    expect.assertions(3)
    expect(() => parseServerEnv({ GRIEVANCE_OFFICER_EMAIL: 'not-an-address' })).toThrow(EnvError)
    try {
      parseServerEnv({ GRIEVANCE_OFFICER_EMAIL: 'x', GRIEVANCE_OFFICER_PHONE: 'call me' })
    } catch (error) {
      expect((error as EnvError).problems.join('\n')).toMatch(/GRIEVANCE_OFFICER_EMAIL/)
      expect((error as EnvError).problems.join('\n')).toMatch(/GRIEVANCE_OFFICER_PHONE/)
    }
  })

  it('refuses a production start with a placeholder officer unless the site is declared a demonstration', () => {
    const refusal = grievanceOfficerStartRefusal(parseServerEnv({ NODE_ENV: 'production' }))
    expect(refusal).toContain('GRIEVANCE_OFFICER_NAME is not set')
    expect(refusal).toContain('DEMO_SITE=true')
    expect(
      grievanceOfficerStartRefusal(
        parseServerEnv({ NODE_ENV: 'production', GRIEVANCE_OFFICER_NAME: 'Priya Sharma' }),
      ),
    ).toContain('GRIEVANCE_OFFICER_EMAIL is not set')
    expect(
      grievanceOfficerStartRefusal(parseServerEnv({ NODE_ENV: 'production', DEMO_SITE: 'true' })),
    ).toBeNull()
    expect(grievanceOfficerStartRefusal(parseServerEnv({ NODE_ENV: 'development' }))).toBeNull()
    expect(
      grievanceOfficerStartRefusal(
        parseServerEnv({
          NODE_ENV: 'production',
          GRIEVANCE_OFFICER_NAME: 'Priya Sharma',
          GRIEVANCE_OFFICER_EMAIL: 'privacy@clinic.example',
          GRIEVANCE_OFFICER_PHONE: '+91 80 4000 1234',
        }),
      ),
    ).toBeNull()
  })
})
