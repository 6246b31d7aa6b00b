const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "March 15, 2025": the articles' and legal pages' dates. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`))
}
