import { describedBy, Field, Input } from '@/components/ui/field'

/** One numeric field of a tool, bound to its value and message. */
export function NumberField({
  form,
  name,
  label,
  value,
  error,
  hint,
  step = 'any',
}: {
  form: string
  name: string
  label: string
  value: string
  error?: string
  hint?: string
  step?: string
}) {
  const id = `${form}-${name}`
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input
        {...describedBy(id, error, Boolean(hint))}
        name={name}
        inputMode="decimal"
        defaultValue={value}
        step={step}
      />
    </Field>
  )
}

/** One figure of a tool's result. */
export function Stat({
  label,
  testId,
  children,
}: {
  label: string
  testId?: string
  children: React.ReactNode
}) {
  return (
    <div>
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="text-lg font-bold" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

export function SubmitRow({ label }: { label: string }) {
  return (
    <button
      type="submit"
      className="bg-primary hover:bg-primary-hover h-11 rounded-md px-5 text-sm font-semibold text-white"
    >
      {label}
    </button>
  )
}

/** What the pickers need of each university. */
export type UniversityChoice = { id: number; name: string; countryName: string }

/** The catalogue as a choice, grouped by country. */
export function UniversityOptions({ universities }: { universities: readonly UniversityChoice[] }) {
  const byCountry = new Map<string, UniversityChoice[]>()
  for (const university of universities) {
    byCountry.set(university.countryName, [
      ...(byCountry.get(university.countryName) ?? []),
      university,
    ])
  }
  return (
    <>
      {[...byCountry].map(([country, list]) => (
        <optgroup key={country} label={country}>
          {list.map((university) => (
            <option key={university.id} value={university.id}>
              {university.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  )
}
