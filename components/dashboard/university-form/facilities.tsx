'use client'

import { useFormContext } from 'react-hook-form'

import { Section, TextField } from '@/components/dashboard/university-form/field'
import { facilityOptions } from '@/data/universities/types'
import type { UniversityFormValues } from '@/lib/validation/university'

export function FacilitiesSection() {
  const { register } = useFormContext<UniversityFormValues>()
  return (
    <Section title="Facilities Information">
      <TextField name="facilitiesText" label="Facilities" area />
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium">Facilities in the public filters</legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-4">
          {facilityOptions.map((facility) => (
            <label key={facility} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={facility}
                className="accent-primary size-4 shrink-0"
                {...register('facilities')}
              />
              {facility}
            </label>
          ))}
        </div>
      </fieldset>
    </Section>
  )
}
