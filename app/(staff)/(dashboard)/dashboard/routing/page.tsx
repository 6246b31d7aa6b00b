import type { Metadata } from 'next'

import { DeskNotice } from '@/components/dashboard/desk-notice'
import { addRoutingRuleAction, deleteRoutingRuleAction } from '@/components/dashboard/lead-actions'
import { StaffTable } from '@/components/dashboard/staff-table'
import { buttonVariants } from '@/components/ui/button'
import { countries } from '@/data/countries'
import { officeName, offices } from '@/data/offices'
import { staffPage } from '@/lib/auth/staff-action'
import { listRoutingRules } from '@/lib/data/desk'
import { listCounsellors } from '@/lib/data/staff-profiles'
import { formTypeLabels } from '@/lib/desk/labels'
import { leadFormTypes } from '@/lib/validation/leads'

export const metadata: Metadata = { title: 'Lead routing' }

const notices: Record<string, string> = {
  added: 'Rule added.',
  deleted: 'Rule deleted.',
  unknown: 'That rule was already gone.',
  invalid: 'Choose an office, and a position from 0 to 999.',
}

const control = 'border-border h-10 rounded-md border bg-white px-2'
const countryName = (slug: string | null) =>
  countries.find((country) => country.slug === slug)?.name ?? slug

/**
 * The admin's routing: which office a new lead goes to, by its form and the country it
 * names. Within the office, the available counsellors take turns.
 */
export default async function RoutingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { db } = await staffPage('admin')
  const [rules, counsellors] = await Promise.all([listRoutingRules(db), listCounsellors(db)])
  const saved = (await searchParams).saved
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Lead routing</h1>
      <p className="text-muted-foreground mt-1 text-sm">
        A new lead goes to the office of the first rule it matches, lowest position first (an empty
        form or country matches every lead). There, the counsellors who take new leads get them in
        turn. A repeat enquiry goes to the counsellor who already works with that phone. A lead that
        matches no rule, or whose office has nobody available, waits in a queue on My day.
      </p>
      <DeskNotice notice={typeof saved === 'string' ? notices[saved] : undefined} />

      <StaffTable headings={['Position', 'Form', 'Country', 'Office', 'Action']} className="mt-6">
        {rules.length === 0 ? (
          <tr className="border-border border-t">
            <td colSpan={5} className="px-3 py-3">
              No rules yet: every new lead waits in the shared queue.
            </td>
          </tr>
        ) : (
          rules.map((rule) => (
            <tr key={rule.id} className="border-border border-t">
              <td className="px-3 py-3">{rule.position}</td>
              <td className="px-3 py-3">
                {rule.formType ? (formTypeLabels[rule.formType] ?? rule.formType) : 'Any form'}
              </td>
              <td className="px-3 py-3">{rule.country ? countryName(rule.country) : 'Any'}</td>
              <td className="px-3 py-3">{officeName(rule.office)}</td>
              <td className="px-3 py-3">
                <form action={deleteRoutingRuleAction}>
                  <input type="hidden" name="id" value={rule.id} />
                  <button
                    type="submit"
                    className={buttonVariants({ size: 'sm', variant: 'outline' })}
                    aria-label={`Delete rule ${rule.position}: ${rule.formType ?? 'any form'}, ${rule.country ?? 'any country'}`}
                  >
                    Delete
                  </button>
                </form>
              </td>
            </tr>
          ))
        )}
      </StaffTable>

      <h2 className="mt-8 text-lg font-bold">Add a rule</h2>
      <form action={addRoutingRuleAction} className="mt-3 flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          Form
          <select name="formType" defaultValue="" className={control}>
            <option value="">Any form</option>
            {leadFormTypes.map((type) => (
              <option key={type} value={type}>
                {formTypeLabels[type] ?? type}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          Country
          <select name="country" defaultValue="" className={control}>
            <option value="">Any country</option>
            {countries.map((country) => (
              <option key={country.slug} value={country.slug}>
                {country.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          Office
          <select name="office" defaultValue={offices[0]!.id} className={control}>
            {offices.map((office) => (
              <option key={office.id} value={office.id}>
                {office.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          Position
          <input
            type="number"
            name="position"
            min={0}
            max={999}
            defaultValue={(rules.at(-1)?.position ?? 0) + 10}
            className={`${control} w-24`}
          />
        </label>
        <button type="submit" className={buttonVariants({ size: 'sm' })}>
          Add the rule
        </button>
      </form>

      <h2 className="mt-8 text-lg font-bold">Counsellors by office</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {offices.map((office) => {
          const here = counsellors.filter((counsellor) => counsellor.office === office.id)
          return (
            <li key={office.id} className="border-border rounded-2xl border bg-white p-4 text-sm">
              <h3 className="font-semibold">{office.name}</h3>
              {here.length === 0 ? (
                <p className="text-muted-foreground mt-1">No counsellor yet.</p>
              ) : (
                <ul className="mt-1 space-y-1">
                  {here.map((counsellor) => (
                    <li key={counsellor.accountId} className="break-all">
                      {counsellor.email}
                      {counsellor.available ? '' : ' (not taking new leads)'}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
