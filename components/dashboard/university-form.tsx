'use client'

import { Loader2, Plus, X } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'

import { saveUniversity } from '@/components/dashboard/actions'
import { useStaffForm } from '@/components/dashboard/use-staff-form'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { describedBy, Field, Input, Select, Textarea } from '@/components/ui/field'
import { tuitionLabel } from '@/components/universities/tuition'
import { facilityOptions, fmglCriteria } from '@/data/universities/types'
import {
  feeCurrencies,
  fmglStatuses,
  formCountries,
  isImageUrl,
  UNIVERSITY_MESSAGES,
  universityFormSchema,
  type UniversityFormValues,
} from '@/lib/validation/university'

type Errors = Record<string, string>

const statusLabels: Record<(typeof fmglStatuses)[number], string> = {
  unverified: 'Unverified',
  met: 'Met',
  not_met: 'Not met',
  contested: 'Contested',
}

function check(values: UniversityFormValues): Errors {
  const result = universityFormSchema.safeParse(values)
  const errors: Errors = {}
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message
  }
  return errors
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-border space-y-4 rounded-xl border p-4 sm:p-5">
      <legend className="px-1 text-base font-bold">{title}</legend>
      {children}
    </fieldset>
  )
}

/**
 * Add or edit a university: checked on submit, then again on every change; saved through the
 * server action, which checks the session and the same schema.
 */
export function UniversityForm({
  id,
  initial,
  onSaved,
  onCancel,
}: {
  id: number | null
  initial: UniversityFormValues
  onSaved: () => void
  onCancel: () => void
}) {
  const formId = useId()
  const { values, update, errors, busy, onSubmit } = useStaffForm({
    formId,
    initial,
    check,
    save: (input) => saveUniversity(input, id),
    onSaved,
    failedMessage: UNIVERSITY_MESSAGES.saveFailed,
  })
  const [galleryUrl, setGalleryUrl] = useState('')
  const [galleryError, setGalleryError] = useState<string>()
  const set = <K extends keyof UniversityFormValues>(key: K, value: UniversityFormValues[K]) =>
    update({ ...values, [key]: value })
  const fee = Number(values.tuitionFeeAmount)
  // What visitors see in place of the range while a yearly fee is set.
  const feeLabel =
    values.tuitionFeeAmount.trim() !== '' && fee > 0
      ? tuitionLabel(
          { amount: fee, currency: values.tuitionFeeCurrency, unit: values.tuitionFeeUnit },
          null,
        )
      : undefined
  const fieldId = (name: string) => `${formId}-${name.replace(/\./g, '-')}`

  const text = (
    name: keyof UniversityFormValues & string,
    label: string,
    options: {
      required?: boolean
      type?: string
      hint?: string
      area?: boolean
      placeholder?: string
    } = {},
  ) => {
    const idFor = fieldId(name)
    const control = {
      ...describedBy(idFor, errors[name], Boolean(options.hint)),
      name,
      value: values[name] as string,
      placeholder: options.placeholder,
      onChange: (event: { target: { value: string } }) => set(name, event.target.value as never),
    }
    return (
      <Field
        id={idFor}
        label={label}
        required={options.required}
        error={errors[name]}
        hint={options.hint}
      >
        {options.area ? (
          <Textarea {...control} rows={4} />
        ) : (
          <Input {...control} type={options.type ?? 'text'} />
        )}
      </Field>
    )
  }

  // A refused gallery image (one saved before images elsewhere were refused) is named under
  // the gallery field, which takes the focus, and marked in the list.
  const refusedGalleryIndex = values.gallery.findIndex((_, index) => errors[`gallery.${index}`])
  const galleryFieldError =
    galleryError ??
    errors.gallery ??
    (refusedGalleryIndex >= 0
      ? `Gallery image ${refusedGalleryIndex + 1}: ${errors[`gallery.${refusedGalleryIndex}`]}`
      : undefined)

  const addGalleryUrl = () => {
    const url = galleryUrl.trim()
    if (!isImageUrl(url)) {
      setGalleryError(UNIVERSITY_MESSAGES.siteImage)
      return
    }
    setGalleryError(undefined)
    set('gallery', [...values.gallery, url])
    setGalleryUrl('')
  }

  return (
    <section
      aria-labelledby={`${formId}-title`}
      className="border-border rounded-2xl border bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${formId}-title`} className="text-xl font-bold">
        {id === null ? 'Add New University' : 'Edit University'}
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">
        Fields marked <span className="text-destructive">*</span> are required.
      </p>
      <form id={formId} noValidate onSubmit={onSubmit} className="mt-6 space-y-6">
        <Section title="Basic Information">
          {text('name', 'University Name', { required: true })}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('location', 'Location', { required: true, hint: 'City, Country' })}
            <Field id={fieldId('country')} label="Country" required error={errors.country}>
              <Select
                {...describedBy(fieldId('country'), errors.country)}
                value={values.country}
                onChange={(event) => set('country', event.target.value)}
              >
                {formCountries.map((country) => (
                  <option key={country.value} value={country.value}>
                    {country.label}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          {text('description', 'Description', { required: true, area: true })}
          <div className="grid gap-4 sm:grid-cols-2">
            {text(
              'tuitionRange',
              'Tuition Range',
              feeLabel
                ? {
                    placeholder: feeLabel,
                    hint: `Optional: visitors see the yearly fee, ${feeLabel}. Fill this in only when there is no yearly fee.`,
                  }
                : {
                    required: true,
                    hint: 'For example ₹20-30 Lakhs, or give the tuition per year below',
                  },
            )}
            {text('image', 'Main Image URL', {
              required: true,
              hint: 'An image on this site: /images/… or the /uploads/… path of an uploaded image',
            })}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('established', 'Established')}
            {text('students', 'Students', { hint: 'For example 5000+' })}
          </div>
        </Section>

        <Section title="University Details">
          <div className="grid gap-4 sm:grid-cols-2">
            {text('website', 'Website', { type: 'url' })}
            {text('contactEmail', 'Contact Email', { type: 'email' })}
            {text('contactPhone', 'Contact Phone', { type: 'tel' })}
            {text('duration', 'Course Duration', {
              hint: "For example 6 years; empty shows the country's",
            })}
            {text('language', 'Medium of Instruction')}
          </div>
          {text('features', 'Features', { required: true, hint: 'Separate them with commas' })}
          <div className="grid gap-4 sm:grid-cols-3">
            {text('tuitionFeeAmount', 'Tuition fee', {
              hint: 'A number, in the currency the university charges',
            })}
            <Field id={fieldId('tuitionFeeCurrency')} label="Currency">
              <Select
                id={fieldId('tuitionFeeCurrency')}
                value={values.tuitionFeeCurrency}
                onChange={(event) =>
                  set(
                    'tuitionFeeCurrency',
                    event.target.value as UniversityFormValues['tuitionFeeCurrency'],
                  )
                }
              >
                {feeCurrencies.map((currency) => (
                  <option key={currency}>{currency}</option>
                ))}
              </Select>
            </Field>
            <Field id={fieldId('tuitionFeeUnit')} label="The fee pays for">
              <Select
                id={fieldId('tuitionFeeUnit')}
                value={values.tuitionFeeUnit}
                onChange={(event) =>
                  set(
                    'tuitionFeeUnit',
                    event.target.value as UniversityFormValues['tuitionFeeUnit'],
                  )
                }
              >
                <option value="year">One year</option>
                <option value="course">The whole course</option>
              </Select>
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('tuitionFeeIntake', 'Year or intake the fee applies to', {
              hint: 'For example 2025-26 or February 2026 intake',
            })}
            {text('feeSourceTitle', 'Fee source', {
              hint: 'The page or document you read it in',
            })}
            {text('feeSourceUrl', 'Fee source link', { type: 'url' })}
            {text('feesCheckedOn', 'Date you read the source', { type: 'date' })}
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={values.tuitionFeeEstimate}
              onChange={(event) => set('tuitionFeeEstimate', event.target.checked)}
              className="size-4"
            />
            This fee is an estimate (no source to cite): the pages say so beside it
          </label>
          {text('entranceRequirement', 'Entrance requirement besides NEET', {
            area: true,
            hint: "Leave empty to show the country's",
          })}
          {text('cautions', 'Cautions', {
            area: true,
            hint: 'One per line: YYYY-MM-DD | what to know | source | link (optional). Shown at the top of the page and on the card.',
          })}
        </Section>

        <Section title="Courses Information">
          {text('coursesText', 'Courses Offered', {
            area: true,
            hint: 'Markdown: **bold**, *italic*, lists with - or 1.',
          })}
        </Section>

        <Section title="Admission Information">
          {text('admissionProcess', 'Admission Process', {
            area: true,
            hint: "Leave empty to show the country's",
          })}
          {text('eligibility', 'Eligibility', {
            area: true,
            hint: "The university's own requirements, one per line; India's rules (NEET, Class 12 marks, English, age) are always shown first. Leave empty to show the country's",
          })}
          {text('intakes', 'Intakes', { area: true, hint: "Leave empty to show the country's" })}
          <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="accent-primary size-4"
              checked={values.hostelFacility}
              onChange={(event) => set('hostelFacility', event.target.checked)}
            />
            Hostel facility available
          </label>
          {text('additionalExpenses', 'Additional Expenses', {
            area: true,
            hint: "Leave empty to show the country's",
          })}
        </Section>

        <Section title="Facilities Information">
          {text('facilitiesText', 'Facilities', { area: true })}
          <fieldset>
            <legend className="text-sm font-medium">Facilities in the public filters</legend>
            <div className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-4">
              {facilityOptions.map((facility) => (
                <label key={facility} className="flex min-h-9 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="accent-primary size-4"
                    checked={values.facilities.includes(facility)}
                    onChange={(event) =>
                      set(
                        'facilities',
                        event.target.checked
                          ? [...values.facilities, facility]
                          : values.facilities.filter((item) => item !== facility),
                      )
                    }
                  />
                  {facility}
                </label>
              ))}
            </div>
          </fieldset>
        </Section>

        <Section title="FMGL 2021 checklist">
          <p className="text-muted-foreground text-sm">
            India&apos;s NMC does not approve foreign universities. Record what is known against
            each criterion of the FMGL Regulations, 2021; unknown means unverified.
          </p>
          {fmglCriteria.map((criterion) => {
            const item = values.fmgl[criterion.key]
            const setItem = (patch: Partial<typeof item>) =>
              set('fmgl', { ...values.fmgl, [criterion.key]: { ...item, ...patch } })
            const base = `fmgl.${criterion.key}`
            return (
              <fieldset
                key={criterion.key}
                className="grid gap-3 border-t pt-3 sm:grid-cols-[1fr_10rem_10rem]"
              >
                <legend className="sr-only">{criterion.label}</legend>
                <Field
                  id={fieldId(`${base}.note`)}
                  label={criterion.label}
                  error={errors[`${base}.note`]}
                >
                  <Input
                    {...describedBy(fieldId(`${base}.note`), errors[`${base}.note`])}
                    value={item.note}
                    placeholder="Note for families"
                    onChange={(event) => setItem({ note: event.target.value })}
                  />
                </Field>
                <Field id={fieldId(`${base}.status`)} label="Status">
                  <Select
                    id={fieldId(`${base}.status`)}
                    value={item.status}
                    onChange={(event) =>
                      setItem({ status: event.target.value as typeof item.status })
                    }
                  >
                    {fmglStatuses.map((status) => (
                      <option key={status} value={status}>
                        {statusLabels[status]}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field
                  id={fieldId(`${base}.checkedOn`)}
                  label="Checked on"
                  error={errors[`${base}.checkedOn`]}
                >
                  <Input
                    {...describedBy(fieldId(`${base}.checkedOn`), errors[`${base}.checkedOn`])}
                    type="date"
                    value={item.checkedOn}
                    onChange={(event) => setItem({ checkedOn: event.target.value })}
                  />
                </Field>
                <Field
                  id={fieldId(`${base}.source`)}
                  label="Source"
                  error={errors[`${base}.source`]}
                  hint="The regulation, notice or page this status rests on, with its date"
                  className="sm:col-span-3"
                >
                  <Input
                    {...describedBy(fieldId(`${base}.source`), errors[`${base}.source`], true)}
                    value={item.source ?? ''}
                    onChange={(event) => setItem({ source: event.target.value })}
                  />
                </Field>
              </fieldset>
            )
          })}
        </Section>

        <Section title="Gallery & FAQ">
          <div className="space-y-2">
            <label htmlFor={fieldId('gallery-url')} className="block text-sm font-medium">
              Gallery image URL
            </label>
            <div className="flex gap-2">
              <Input
                {...describedBy(fieldId('gallery-url'), galleryFieldError, true)}
                value={galleryUrl}
                onChange={(event) => {
                  setGalleryUrl(event.target.value)
                  setGalleryError(undefined)
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault()
                    addGalleryUrl()
                  }
                }}
              />
              <Button type="button" variant="outline" onClick={addGalleryUrl}>
                <Plus aria-hidden="true" />
                Add
              </Button>
            </div>
            <p id={`${fieldId('gallery-url')}-hint`} className="text-muted-foreground text-xs">
              An image on this site, like the main image
            </p>
            <p
              id={`${fieldId('gallery-url')}-error`}
              role="alert"
              className="text-destructive text-sm empty:hidden"
            >
              {galleryFieldError ?? ''}
            </p>
            {values.gallery.length > 0 ? (
              <ul className="space-y-1" aria-label="Gallery images">
                {values.gallery.map((url, index) => (
                  <li
                    key={`${url}-${index}`}
                    className={cn(
                      'bg-muted flex items-center gap-2 rounded-md px-3 py-1 text-sm',
                      errors[`gallery.${index}`] && 'text-destructive ring-destructive ring-1',
                    )}
                  >
                    <span className="min-w-0 flex-1 truncate">{url}</span>
                    <button
                      type="button"
                      className="hover:bg-background flex size-9 items-center justify-center rounded-md"
                      onClick={() =>
                        set(
                          'gallery',
                          values.gallery.filter((_, i) => i !== index),
                        )
                      }
                    >
                      <X aria-hidden="true" className="size-4" />
                      <span className="sr-only">Remove {url}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {text('faq', 'FAQ', { area: true, hint: 'One per line: Q: question? A: answer.' })}
        </Section>

        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {id === null ? 'Add University' : 'Update University'}
          </Button>
        </div>
      </form>
    </section>
  )
}
