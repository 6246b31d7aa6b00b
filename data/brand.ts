/** The brand, apart from site.ts so that client components can use it without the env parsing. */
export const brand = {
  name: 'MedPathway Abroad',
  shortName: 'MedPathway',
  tagline: 'Study MBBS abroad with honest, NEET-first guidance',
} as const
