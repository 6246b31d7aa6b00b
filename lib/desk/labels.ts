import type { ContactChannel, LeadOutcome, LeadStatus, NextAction } from '@/lib/desk/lead-states'

/** The words the dashboard and its e-mails use for a lead's form, actions and channels. */

export const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  counselled: 'Counselled',
  applied: 'Applied',
  converted: 'Converted',
  closed: 'Closed',
}

export const formTypeLabels: Record<string, string> = {
  webinar: 'Webinar registration',
  callback: 'Callback request',
  application: 'Application',
  apply_now: 'Apply now',
  inquiry: 'Inquiry',
  admission: 'Admission',
  admission_consultation: 'Admission consultation',
  fmge_coaching: 'FMGE coaching',
  fmge_enrollment: 'FMGE enrolment',
  'success-stories': 'Success stories',
  webinar_question: 'Webinar question',
  newsletter: 'Newsletter sign-up',
}

export const nextActionLabels: Record<NextAction, string> = {
  call: 'Call',
  whatsapp: 'WhatsApp message',
  meeting: 'Meeting',
  documents: 'Collect documents',
}

export const channelLabels: Record<ContactChannel, string> = {
  call: 'Call',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  meeting: 'Meeting',
}

export const outcomeLabels: Record<LeadOutcome, string> = {
  admitted: 'Admitted',
  other_agent: 'Chose another agent',
  not_eligible: 'Not eligible',
  not_interested: 'Not interested',
}

/** The outcomes of a closed lead (an admission is a converted one). */
export const closingOutcomes = [
  'other_agent',
  'not_eligible',
  'not_interested',
] as const satisfies readonly LeadOutcome[]

/** A lead's owner as the desk names them: their e-mail, or who holds it when nobody does. */
export function ownerLabel(
  owners: ReadonlyMap<string, string>,
  ownerId: string | null,
  nobody = 'Nobody',
): string {
  return ownerId ? (owners.get(ownerId) ?? 'A former account') : nobody
}
