'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { failure } from '@/lib/action-result'
import { staffAction, staffFormPost } from '@/lib/auth/staff-action'
import { addRoutingRule, deleteRoutingRule } from '@/lib/data/desk'
import {
  addSubStatus,
  saveTemplate,
  setSubStatusActive,
  setTemplateActive,
} from '@/lib/data/desk-settings'
import {
  activeSchema,
  routingRuleIdSchema,
  routingRuleSchema,
  subStatusSchema,
  TEMPLATE_MESSAGES,
  templateSchema,
  type TemplateFormState,
} from '@/lib/validation/desk'

/** The admin's settings of the desk: routing rules, the steps of each status, the templates. */

const PAGE = '/dashboard/desk-settings'

/** Back to the settings, at the section changed, with what happened. */
function back(notice: string, section: 'routing' | 'steps' | 'templates'): never {
  redirect(`${PAGE}?saved=${notice}#${section}`)
}

/** The admin adds a routing rule. */
export const addRoutingRuleAction = staffFormPost(
  { area: 'admin', input: routingRuleSchema, back: `${PAGE}?saved=rule-invalid#routing` },
  async (rule, { db }) => {
    await addRoutingRule(db, rule)
    refresh()
    back('rule-added', 'routing')
  },
)

/** The admin deletes a routing rule. */
export const deleteRoutingRuleAction = staffFormPost(
  { area: 'admin', input: routingRuleIdSchema, back: PAGE },
  async ({ id }, { db }) => {
    const deleted = await deleteRoutingRule(db, id)
    refresh()
    back(deleted ? 'rule-deleted' : 'unknown', 'routing')
  },
)

/** The admin adds a step within a status. */
export const addSubStatusAction = staffFormPost(
  { area: 'admin', input: subStatusSchema, back: `${PAGE}?saved=step-invalid#steps` },
  async (step, { db }) => {
    await addSubStatus(db, step)
    refresh()
    back('step-added', 'steps')
  },
)

/** The admin retires a step (leads and history keep naming it) or brings it back. */
export const setSubStatusActiveAction = staffFormPost(
  { area: 'admin', input: activeSchema, back: PAGE },
  async ({ id, active }, { db }) => {
    const changed = await setSubStatusActive(db, id, active)
    refresh()
    back(changed ? (active ? 'step-restored' : 'step-retired') : 'unknown', 'steps')
  },
)

const recordTemplate = staffAction(
  { area: 'admin', input: templateSchema, failed: TEMPLATE_MESSAGES.failed },
  async (template, { db }) => {
    if (!(await saveTemplate(db, template))) return failure(TEMPLATE_MESSAGES.gone)
    refresh()
    return { ok: true as const, message: TEMPLATE_MESSAGES.saved }
  },
)

/**
 * The admin adds or changes a WhatsApp template (the template form's useActionState, a plain
 * form post without JavaScript): a refusal comes back beside its field, with the text typed.
 */
export async function saveTemplateAction(
  _previous: TemplateFormState | null,
  formData: FormData,
): Promise<TemplateFormState> {
  return { ...(await recordTemplate(formData)), at: Date.now() }
}

/** The admin retires a template or brings it back. */
export const setTemplateActiveAction = staffFormPost(
  { area: 'admin', input: activeSchema, back: PAGE },
  async ({ id, active }, { db }) => {
    const changed = await setTemplateActive(db, id, active)
    refresh()
    back(changed ? (active ? 'template-restored' : 'template-retired') : 'unknown', 'templates')
  },
)
