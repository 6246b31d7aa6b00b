import type { DeliveryState, LeadStatus } from '@/lib/db/schema'

export const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  counselled: 'Counselled',
  applied: 'Applied',
  converted: 'Converted',
  closed: 'Closed',
}

export const deliveryLabels: Record<DeliveryState, string> = {
  pending: 'Sending',
  delivered: 'In the sheet',
  dead: 'Failed',
  unconfigured: 'Not sent (no sheet configured)',
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

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
})

/** Counsellors work in India: times are shown in IST. */
export function formatLeadTime(date: Date): string {
  return `${timeFormat.format(date)} IST`
}
