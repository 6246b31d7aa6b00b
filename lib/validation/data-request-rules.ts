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
