import 'server-only'

import { eq } from 'drizzle-orm'

import { officeName } from '@/data/offices'
import { logMail, type Assignment } from '@/lib/data/desk'
import { leads } from '@/lib/db/schema'
import { formTypeLabels } from '@/lib/desk/labels'
import type { Db } from '@/lib/db/types'
import { mailConfig, sendMail, type MailConfig, type OutgoingMail } from '@/lib/mail/send'
import { site } from '@/lib/site'

/**
 * The e-mail a counsellor gets when a lead becomes theirs: who, from which form, and where to
 * open it. The family's phone and e-mail stay on the dashboard, behind its sign-in.
 */
export function assignmentMail(
  lead: { id: string; name: string; formType: string },
  assignment: Assignment,
  siteUrl: string,
): OutgoingMail {
  const why =
    assignment.reason === 'repeat'
      ? 'They enquired again, and you already work with this family.'
      : assignment.reason === 'rule'
        ? `It came to ${officeName(assignment.office) ?? 'your office'}, and it was your turn.`
        : 'The admin gave it to you.'
  return {
    to: assignment.ownerEmail!,
    about: { kind: 'lead', leadId: lead.id },
    subject: `${site.name}: new lead for you, ${lead.name}`,
    text: [
      `${lead.name} (${formTypeLabels[lead.formType] ?? lead.formType}) is now your lead.`,
      why,
      '',
      `Open it, call them and plan the next step: ${siteUrl}/dashboard/leads/${lead.id}`,
    ].join('\n'),
  }
}

/**
 * Mails the new owner (over SMTP, or into the dashboard's outbox without it) and logs it on
 * the lead's timeline. Nothing for an assignment to a queue.
 */
export async function tellOwner(
  db: Db,
  leadId: string,
  assignment: Assignment | null,
  options: { mail: MailConfig; siteUrl: string } = { mail: mailConfig(), siteUrl: site.url },
) {
  if (!assignment?.ownerEmail) return
  const [lead] = await db
    .select({ id: leads.id, name: leads.name, formType: leads.formType })
    .from(leads)
    .where(eq(leads.id, leadId))
  if (!lead) return
  const mail = assignmentMail(lead, assignment, options.siteUrl)
  const outcome = await sendMail(db, mail, options.mail)
  await logMail(db, leadId, mail, outcome)
}
