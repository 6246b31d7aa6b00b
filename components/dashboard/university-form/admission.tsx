'use client'

import { CheckboxField, Section, TextField } from '@/components/dashboard/university-form/field'
import { ValueList } from '@/components/dashboard/university-form/value-list'

const inherits = "Leave empty to show the country's."

export function AdmissionSection() {
  return (
    <Section title="Admission Information">
      <CheckboxField
        name="admitting"
        label="Admitting new medical students. Untick when it has stopped: its page then shows no intake, application form or budget, and the tools give no total. Say why in a caution."
      />
      <ValueList
        name="admissionProcess"
        legend="Admission Process"
        item="Step"
        hint={`One step a row. ${inherits}`}
      />
      <ValueList
        name="eligibility"
        legend="Eligibility"
        item="Requirement"
        hint={`The university's own requirements, one a row; India's rules (NEET, Class 12 marks, English, age) are always shown first. ${inherits}`}
      />
      <TextField name="intakes" label="Intakes" area hint={inherits} />
      <CheckboxField name="hostelFacility" label="Hostel facility available" />
      <ValueList
        name="additionalExpenses"
        legend="Additional Expenses"
        item="Expense"
        hint={`One a row, as "Item: about $1,000-2,000 a year" (the cost tools read that form). ${inherits}`}
      />
    </Section>
  )
}
