'use client'

import { useWatch } from 'react-hook-form'

import { Section, SelectField, TextField } from '@/components/dashboard/university-form/field'
import { tuitionLabel } from '@/components/universities/tuition'
import { formCountries, type UniversityFormValues } from '@/lib/validation/university'

/** What visitors see in place of the range while a yearly fee is set. */
function useFeeLabel(): string | undefined {
  const [amount, currency, unit] = useWatch<
    UniversityFormValues,
    ['tuitionFeeAmount', 'tuitionFeeCurrency', 'tuitionFeeUnit']
  >({ name: ['tuitionFeeAmount', 'tuitionFeeCurrency', 'tuitionFeeUnit'] })
  const fee = Number(amount)
  return amount.trim() !== '' && fee > 0
    ? tuitionLabel({ amount: fee, currency, unit }, null)
    : undefined
}

export function BasicsSection() {
  const feeLabel = useFeeLabel()
  return (
    <Section title="Basic Information">
      <TextField name="name" label="University Name" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="location" label="Location" required hint="City, Country" />
        <SelectField name="country" label="Country" required options={formCountries} />
      </div>
      <TextField name="description" label="Description" required area />
      <div className="grid gap-4 sm:grid-cols-2">
        {feeLabel ? (
          <TextField
            name="tuitionRange"
            label="Tuition Range"
            placeholder={feeLabel}
            hint={`Optional: visitors see the yearly fee, ${feeLabel}. Fill this in only when there is no yearly fee.`}
          />
        ) : (
          <TextField
            name="tuitionRange"
            label="Tuition Range"
            required
            hint="For example ₹20-30 Lakhs, or give the tuition per year below"
          />
        )}
        <TextField
          name="image"
          label="Main Image URL"
          required
          hint="An image on this site: /images/… or the /uploads/… path of an uploaded image"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="established" label="Established" />
        <TextField name="students" label="Students" hint="For example 5000+" />
      </div>
    </Section>
  )
}
