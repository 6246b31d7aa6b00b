/**
 * Choices that only one form shows, apart from data/lead-options.ts: Turbopack keeps a whole
 * module in each browser bundle that imports any of it, so the lists every form's validation
 * reads stay there and these stay with their form.
 */

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

/**
 * The inquiry form's built-in list of six universities; its preferred-country choices are
 * the distinct countries of this list.
 */
export const inquiryUniversities = [
  { name: 'Kazan Federal University', country: 'Russia' },
  { name: 'Bashkir State Medical University', country: 'Russia' },
  { name: 'Tbilisi State Medical University', country: 'Georgia' },
  { name: 'Kazakh National Medical University', country: 'Kazakhstan' },
  { name: 'Kyrgyz State Medical Academy', country: 'Kyrgyzstan' },
  { name: 'Davao Medical School Foundation', country: 'Philippines' },
] as const

export const preferredTimes = [
  'Morning (9 am - 12 pm)',
  'Afternoon (12 pm - 4 pm)',
  'Evening (4 pm - 8 pm)',
] as const
