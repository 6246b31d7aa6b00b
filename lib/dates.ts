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

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })

/** The day in India at an instant, "YYYY-MM-DD". */
export const dayInIndia = (at: Date | string) => indiaDay.format(new Date(at))

/** The last instant of a day in India (IST is UTC+5:30 all year). */
export const endOfIndiaDay = (day: string) => new Date(`${day}T23:59:59.999+05:30`)

/** Today in India: the office's calendar decides what today (and the future) is. */
export const todayInIndia = (now: Date = new Date()) => dayInIndia(now)

const deskTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
})

/** Counsellors work in India: times are shown in IST. */
export function formatLeadTime(date: Date): string {
  return `${deskTimeFormat.format(date)} IST`
}

const sheetTimeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** "2026-12-02 11:53": a time in India as a spreadsheet sorts it (its column names IST). */
export function formatSheetTime(date: Date): string {
  const part = Object.fromEntries(sheetTimeFormat.formatToParts(date).map((p) => [p.type, p.value]))
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`
}
