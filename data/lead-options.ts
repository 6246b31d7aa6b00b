/** Choices offered by the lead forms (spec 000 section 3, spec 001 section 2.7). */

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

export const applyNowUniversities = [
  { value: 'altai', label: 'Altai State Medical University (Russia)' },
  { value: 'bashkir', label: 'Bashkir State Medical University (Russia)' },
  { value: 'mari', label: 'Mari State University (Russia)' },
  { value: 'batumi', label: 'Batumi Shota Rustaveli State University (Georgia)' },
  { value: 'caucasus', label: 'Caucasus University (Georgia)' },
  { value: 'lyceum', label: 'Lyceum Northwestern University (Philippines)' },
  { value: 'davao', label: 'Davao Medical School Foundation (Philippines)' },
  { value: 'belarusian', label: 'Belarusian State Medical University (Belarus)' },
  { value: 'grodno', label: 'Grodno State Medical University (Belarus)' },
  {
    value: 'nicolae',
    label: 'Nicolae Testemițanu State University of Medicine and Pharmacy (Moldova)',
  },
  { value: 'pleven', label: 'Medical University of Pleven (Bulgaria)' },
  { value: 'andijan', label: 'Andijan State Medical Institute (Uzbekistan)' },
  { value: 'other', label: 'Other' },
] as const

/** The home page's apply section offers a shorter list (spec 000 "Home"). */
export const homeApplyCountries = [
  'russia',
  'georgia',
  'kazakhstan',
  'kyrgyzstan',
  'other',
] as const

/**
 * The inquiry form's built-in list of six universities; its preferred-country choices are
 * the distinct countries of this list (spec 000 section 5).
 */
export const inquiryUniversities = [
  { name: 'Kazan Federal University', country: 'Russia' },
  { name: 'Bashkir State Medical University', country: 'Russia' },
  { name: 'Tbilisi State Medical University', country: 'Georgia' },
  { name: 'Kazakh National Medical University', country: 'Kazakhstan' },
  { name: 'Kyrgyz State Medical Academy', country: 'Kyrgyzstan' },
  { name: 'Davao Medical School Foundation', country: 'Philippines' },
] as const

/**
 * The distinct countries of inquiryUniversities, written out: a computed list would be kept
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

export const preferredTimes = [
  'Morning (9 am - 12 pm)',
  'Afternoon (12 pm - 4 pm)',
  'Evening (4 pm - 8 pm)',
] as const
