'use client'

import { Section, TextField } from '@/components/dashboard/university-form/field'
import { ValueList } from '@/components/dashboard/university-form/value-list'

export function DetailsSection() {
  return (
    <Section title="University Details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="website" label="Website" type="url" />
        <TextField name="contactEmail" label="Contact Email" type="email" />
        <TextField name="contactPhone" label="Contact Phone" type="tel" />
        <TextField
          name="duration"
          label="Course Duration"
          hint="For example 6 years; empty shows the country's"
        />
        <TextField name="language" label="Medium of Instruction" />
      </div>
      <ValueList
        name="features"
        legend="Features"
        item="Feature"
        required
        hint="One feature a row, for example English Medium"
      />
      <TextField
        name="entranceRequirement"
        label="Entrance requirement besides NEET"
        area
        hint="Leave empty to show the country's"
      />
    </Section>
  )
}

export function CoursesSection() {
  return (
    <Section title="Courses Information">
      <TextField
        name="coursesText"
        label="Courses Offered"
        area
        hint="Markdown: **bold**, *italic*, lists with - or 1."
      />
    </Section>
  )
}
