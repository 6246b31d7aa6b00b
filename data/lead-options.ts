/** Choices offered by the lead forms. */

export const applyNowCountries = [
  { value: 'russia', label: 'Russia' },
  { value: 'georgia', label: 'Georgia' },
  { value: 'philippines', label: 'Philippines' },
  { value: 'belarus', label: 'Belarus' },
  { value: 'moldova', label: 'Moldova' },
  { value: 'bulgaria', label: 'Bulgaria' },
  { value: 'bosnia', label: 'Bosnia' },
  { value: 'uzbekistan', label: 'Uzbekistan' },
  { value: 'kazakhstan', label: 'Kazakhstan' },
  { value: 'kyrgyzstan', label: 'Kyrgyzstan' },
  { value: 'malaysia', label: 'Malaysia' },
  { value: 'nepal', label: 'Nepal' },
  { value: 'other', label: 'Other' },
] as const

/**
 * The values of the apply-now form's university choice, for validation; their labels are in
 * data/lead-labels.ts, so that only the form that shows them carries them to the browser
 * (tests/unit/lead-schemas.test.ts checks the two agree).
 */
export const applyNowUniversityValues = [
  'altai',
  'bashkir',
  'mari',
  'batumi',
  'caucasus',
  'lyceum',
  'davao',
  'belarusian',
  'grodno',
  'nicolae',
  'pleven',
  'andijan',
  'other',
] as const

/** The home page's apply section offers a shorter list. */
export const homeApplyCountries = [
  'russia',
  'georgia',
  'kazakhstan',
  'kyrgyzstan',
  'other',
] as const

/**
 * The distinct countries of inquiryUniversities (data/lead-labels.ts), written out: a computed list would be kept
 * in every form's browser bundle even where unused (tests/unit/lead-schemas.test.ts checks
 * the two agree).
 */
export const inquiryCountries = [
  'Russia',
  'Georgia',
  'Kazakhstan',
  'Kyrgyzstan',
  'Philippines',
] as const
