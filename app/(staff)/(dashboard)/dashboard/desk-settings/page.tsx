import type { Metadata } from 'next'

import { DeskNotice } from '@/components/dashboard/desk-notice'
import { UnstaffedOffices } from '@/components/dashboard/unstaffed-offices'
import {
  addRoutingRuleAction,
  addSubStatusAction,
  deleteRoutingRuleAction,
  setSubStatusActiveAction,
  setTemplateActiveAction,
} from '@/components/dashboard/desk-settings-actions'
import { StaffTable } from '@/components/dashboard/staff-table'
import { TemplateForm } from '@/components/dashboard/template-form'
import { buttonVariants } from '@/components/ui/button'
import { countries } from '@/data/countries'
import { NEAREST, offices, routingTargetName } from '@/data/offices'
import { staffPage } from '@/lib/auth/staff-action'
import { listRoutingRules, unstaffedOffices } from '@/lib/data/desk'
import { listSubStatuses, listTemplates } from '@/lib/data/desk-settings'
import { listCounsellors, staffLabel } from '@/lib/data/staff-profiles'
import { leadStatuses } from '@/lib/desk/lead-states'
import { formTypeLabels, statusLabels } from '@/lib/desk/labels'
import { leadFormTypes } from '@/lib/validation/leads'

export const metadata: Metadata = { title: 'Desk settings' }

const notices: Record<string, string> = {
  'rule-added': 'Rule added.',
  'rule-deleted': 'Rule deleted.',
  'rule-invalid': 'Choose an office, and a position from 0 to 999.',
  'step-added': 'Step added.',
  'step-retired': 'Step retired: it is offered no more, and the leads at it keep it.',
  'step-restored': 'Step offered again.',
  'step-invalid':
    'Choose a status, name the step in 2 to 60 characters, and a position from 0 to 999.',
  'template-retired': 'Template retired.',
  'template-restored': 'Template offered again.',
  unknown: 'That was already gone.',
}

const control = 'border-border h-10 rounded-md border bg-white px-2'
const countryName = (slug: string | null) =>
  countries.find((country) => country.slug === slug)?.name ?? slug

/**
 * The admin's settings of the desk: where new leads go (routing rules, by form and country,
 * then the office's available counsellors in turn), the steps within each status, and the
 * WhatsApp templates counsellors send.
 */
export default async function DeskSettingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { db } = await staffPage('admin')
  const [rules, counsellors, steps, templates, unstaffed] = await Promise.all([
    listRoutingRules(db),
    listCounsellors(db),
    listSubStatuses(db, { retired: true }),
    listTemplates(db, { retired: true }),
    unstaffedOffices(db),
  ])
  const saved = (await searchParams).saved
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Desk settings</h1>
      <DeskNotice notice={typeof saved === 'string' ? notices[saved] : undefined} />
      <div className="mt-4">
        <UnstaffedOffices offices={unstaffed} />
      </div>
      <h2 id="routing" className="mt-8 text-xl font-bold">
        Routing rules
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">
        A new lead goes to the office of the first rule it matches, lowest position first (an empty
        form or country matches every lead). A rule for the office nearest the family matches when
        the family gave a Karnataka district or PIN code; otherwise the next rule decides. There,
        the counsellors who take new leads get them in turn. A repeat enquiry goes to the counsellor
        who already works with that phone. A lead that matches no rule, or whose office has nobody
        available, waits in a queue on My day.
      </p>

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
              <td className="px-3 py-3">{routingTargetName(rule.office)}</td>
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

      <h3 className="mt-6 text-lg font-bold">Add a rule</h3>
      <form
        action={addRoutingRuleAction}
        aria-label="Add a rule"
        className="mt-3 flex flex-wrap items-end gap-3 text-sm"
      >
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
            <option value={NEAREST}>{routingTargetName(NEAREST)}</option>
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

      <h3 className="mt-6 text-lg font-bold">Counsellors by office</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {offices.map((office) => {
          const here = counsellors.filter((counsellor) => counsellor.office === office.id)
          return (
            <li key={office.id} className="border-border rounded-2xl border bg-white p-4 text-sm">
              <h4 className="font-semibold">{office.name}</h4>
              {here.length === 0 ? (
                <p className="text-muted-foreground mt-1">No counsellor yet.</p>
              ) : (
                <ul className="mt-1 space-y-1">
                  {here.map((counsellor) => (
                    <li key={counsellor.accountId} className="break-all">
                      {staffLabel(counsellor, { withEmail: true })}
                      {counsellor.available ? '' : ' (not taking new leads)'}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>

      <h2 id="steps" className="mt-10 text-xl font-bold">
        Steps within each status
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">
        Counsellors mark where a lead stands within its status (Contacted: no answer). A retired
        step is offered no more; the leads at it and their history keep it.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {leadStatuses.map((status) => (
          <section
            key={status}
            aria-label={`Steps of ${statusLabels[status]}`}
            className="border-border rounded-2xl border bg-white p-4 text-sm"
          >
            <h3 className="font-semibold">{statusLabels[status]}</h3>
            {steps.some((step) => step.status === status) ? null : (
              <p className="text-muted-foreground mt-2">No steps.</p>
            )}
            <ul className="mt-2 space-y-2">
              {steps
                .filter((step) => step.status === status)
                .map((step) => (
                  <li key={step.id} className="flex items-center justify-between gap-2">
                    <span className={step.active ? '' : 'text-muted-foreground line-through'}>
                      {step.label}
                    </span>
                    <form action={setSubStatusActiveAction}>
                      <input type="hidden" name="id" value={step.id} />
                      <input type="hidden" name="active" value={String(!step.active)} />
                      <button
                        type="submit"
                        className={buttonVariants({ size: 'sm', variant: 'ghost' })}
                        aria-label={`${step.active ? 'Retire' : 'Offer again'} ${step.label}`}
                      >
                        {step.active ? 'Retire' : 'Offer again'}
                      </button>
                    </form>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
      <form
        action={addSubStatusAction}
        aria-label="Add a step"
        className="mt-4 flex flex-wrap items-end gap-3 text-sm"
      >
        <label className="flex flex-col gap-1">
          Status
          <select name="status" defaultValue="contacted" className={control}>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          Step
          <input name="label" required minLength={2} maxLength={60} className={`${control} w-56`} />
        </label>
        <label className="flex flex-col gap-1">
          Position
          <input
            type="number"
            name="position"
            min={0}
            max={999}
            defaultValue={100}
            className={`${control} w-24`}
          />
        </label>
        <button type="submit" className={buttonVariants({ size: 'sm' })}>
          Add the step
        </button>
      </form>

      <h2 id="templates" className="mt-10 text-xl font-bold">
        WhatsApp templates
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">
        Each shows on a lead&apos;s page as a WhatsApp link with the message typed in:{' '}
        <code>{'{name}'}</code> becomes the family&apos;s first name, <code>{'{country}'}</code> the
        countries they asked about, <code>{'{counsellor}'}</code> the counsellor&apos;s name (set on
        Staff). Each use is logged on the lead&apos;s timeline.
      </p>
      <ul className="mt-4 space-y-3">
        {[...templates, null].map((template) => (
          <li
            key={template?.id ?? 'new'}
            className="border-border rounded-2xl border bg-white p-4 text-sm"
          >
            <TemplateForm template={template} />
            {template && !template.active ? (
              <p className="text-muted-foreground mt-2">Retired: not offered on leads.</p>
            ) : null}
            {template ? (
              <form action={setTemplateActiveAction} className="mt-2">
                <input type="hidden" name="id" value={template.id} />
                <input type="hidden" name="active" value={String(!template.active)} />
                <button
                  type="submit"
                  className={buttonVariants({ size: 'sm', variant: 'outline' })}
                  aria-label={`${template.active ? 'Retire' : 'Offer again'} ${template.title}`}
                >
                  {template.active ? 'Retire' : 'Offer again'}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
