'use client'

import {
  CheckboxField,
  Section,
  SelectField,
  TextField,
} from '@/components/dashboard/university-form/field'
import { feeCurrencies } from '@/lib/validation/university'

const currencies = feeCurrencies.map((currency) => ({ value: currency, label: currency }))
const units = [
  { value: 'year', label: 'One year' },
  { value: 'course', label: 'The whole course' },
]

/** The fee as the university charges it, with where and when it was read, or "estimate". */
export function FeesSection() {
  return (
    <Section title="Fees">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          name="tuitionFeeAmount"
          label="Tuition fee"
          hint="A number, in the currency the university charges"
        />
        <SelectField name="tuitionFeeCurrency" label="Currency" options={currencies} />
        <SelectField name="tuitionFeeUnit" label="The fee pays for" options={units} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="tuitionFeeIntake"
          label="Year or intake the fee applies to"
          hint="For example 2025-26 or February 2026 intake"
        />
        <TextField
          name="feeSourceTitle"
          label="Fee source"
          hint="The page or document you read it in"
        />
        <TextField name="feeSourceUrl" label="Fee source link" type="url" />
        <TextField name="feesCheckedOn" label="Date you read the source" type="date" />
      </div>
      <CheckboxField
        name="tuitionFeeEstimate"
        label="This fee is an estimate (no source to cite): the pages say so beside it"
      />
    </Section>
  )
}
