'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { staffFormPost } from '@/lib/auth/staff-action'
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
  templateSchema,
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

/** The admin adds or changes a WhatsApp template. */
export const saveTemplateAction = staffFormPost(
  { area: 'admin', input: templateSchema, back: `${PAGE}?saved=template-invalid#templates` },
  async (template, { db }) => {
    const saved = await saveTemplate(db, template)
    refresh()
    back(saved ? 'template-saved' : 'unknown', 'templates')
  },
)

/** The admin retires a template or brings it back. */
export const setTemplateActiveAction = staffFormPost(
  { area: 'admin', input: activeSchema, back: PAGE },
  async ({ id, active }, { db }) => {
    const changed = await setTemplateActive(db, id, active)
    refresh()
    back(changed ? (active ? 'template-restored' : 'template-retired') : 'unknown', 'templates')
  },
)
