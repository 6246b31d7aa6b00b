/**
 * The parts of the data-request form the page needs before its schema has loaded (the schema
 * module, with zod, loads on the form's first focus).
 */

export const DATA_REQUEST_KINDS = ['access', 'correction', 'erasure', 'withdraw'] as const
export type DataRequestKindValue = (typeof DATA_REQUEST_KINDS)[number]

export const dataRequestKindLabels: Record<DataRequestKindValue, string> = {
  access: 'Tell me what personal data you hold about me',
  correction: 'Correct or complete my data',
  erasure: 'Erase my data',
  withdraw: 'Withdraw my consent (stop contacting me)',
}

/** The fields of the form, in order; anything else posted is ignored. */
export const DATA_REQUEST_FIELDS = ['kind', 'name', 'email', 'phone', 'details'] as const

export const DATA_REQUEST_PATH = '/privacy-policy/your-data'
export const DATA_REQUEST_RECEIVED_PATH = '/privacy-policy/your-data/received'

/**
 * How the requester will prove the request is theirs, which the confirmation page explains:
 * a link in their e-mail, or (a phone only) a call from staff.
 */
export const DATA_REQUEST_CONFIRMATIONS = ['email', 'phone'] as const
export type DataRequestConfirmation = (typeof DATA_REQUEST_CONFIRMATIONS)[number]

export function dataRequestReceivedPath(by: DataRequestConfirmation): string {
  return `${DATA_REQUEST_RECEIVED_PATH}/${by}`
}

/** How long the link mailed to a request's e-mail works. */
export const EMAIL_LINK_HOURS = 24

/** The page the e-mailed link opens: it confirms the request with the link's token. */
export const DATA_REQUEST_VERIFY_PATH = '/privacy-policy/your-data/verify'

/** At most this many leads are listed on a request's page, and so erased, at a time. */
export const LEADS_SHOWN_LIMIT = 200
