/**
 * The consent notice shown on every lead form (India's DPDP Act 2023). Its version is stored
 * with each lead; change the version whenever the text changes.
 */
export const CONSENT_VERSION = '2026-12-07'

export const consentNotice =
  'We use your name, phone number, e-mail and the details in this form only to counsel you about studying medicine abroad and to contact you about your enquiry. We keep them in our records and a counsellor spreadsheet, and share them with no one else without asking you. If the student is under 18, a parent or guardian must consent. You can withdraw your consent or ask us to see, correct or erase your details at any time, on our "Your data" page or by e-mailing or calling us.'
