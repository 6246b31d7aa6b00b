'use client'

import { Section, SelectField, TextField } from '@/components/dashboard/university-form/field'
import { fmglCriteria } from '@/data/universities/types'
import { fmglStatuses } from '@/lib/validation/university'

const statusLabels: Record<(typeof fmglStatuses)[number], string> = {
  unverified: 'Unverified',
  met: 'Met',
  not_met: 'Not met',
  contested: 'Contested',
}
const statuses = fmglStatuses.map((status) => ({ value: status, label: statusLabels[status] }))

export function FmglSection() {
  return (
    <Section title="FMGL 2021 checklist">
      <p className="text-muted-foreground text-sm">
        India&apos;s NMC does not approve foreign universities. Record what is known against each
        criterion of the FMGL Regulations, 2021; unknown means unverified.
      </p>
      {fmglCriteria.map((criterion) => {
        const base = `fmgl.${criterion.key}` as const
        return (
          <fieldset
            key={criterion.key}
            className="border-border grid min-w-0 gap-3 border-t pt-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem]"
          >
            <legend className="sr-only">{criterion.label}</legend>
            <TextField
              name={`${base}.note`}
              label={criterion.label}
              placeholder="Note for families"
            />
            <SelectField name={`${base}.status`} label="Status" options={statuses} />
            <TextField name={`${base}.checkedOn`} label="Checked on" type="date" />
            <TextField
              name={`${base}.source`}
              label="Source"
              hint="The regulation, notice or page this status rests on, with its date"
              className="sm:col-span-3"
            />
          </fieldset>
        )
      })}
    </Section>
  )
}
