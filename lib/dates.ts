// The one date style and the one time style of every screen, page, PDF and message:
// "2 Dec 2026" and "2 Dec 2026, 6:53 am IST". Spreadsheets get formatSheetTime, which they sort.

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * "2 Dec 2026". A calendar day ("2026-12-02", or the start of an ISO time) is shown as that
 * day; an instant, as its day in India. Text that is not a date is returned as it is.
 */
export function formatDate(day: string | Date): string {
  const iso = typeof day === 'string' ? day.slice(0, 10) : dayInIndia(day)
  const date = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? String(day) : dayFormat.format(date)
}

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })

/** The day in India at an instant, "YYYY-MM-DD". */
export const dayInIndia = (at: Date | string) => indiaDay.format(new Date(at))

/** The first instant of a day in India (IST is UTC+5:30 all year). */
export const startOfIndiaDay = (day: string) => new Date(`${day}T00:00:00+05:30`)

/** The last instant of a day in India. */
export const endOfIndiaDay = (day: string) => new Date(`${day}T23:59:59.999+05:30`)

/** Today in India: the office's calendar decides what today (and the future) is. */
export const todayInIndia = (now: Date = new Date()) => dayInIndia(now)

/** India's zone: IST, UTC+5:30 all year. */
export const IST = 'Asia/Kolkata'
const timeFormats = new Map<string, Intl.DateTimeFormat>()

function timeFormat(timeZone: string, weekday: boolean): Intl.DateTimeFormat {
  const key = `${timeZone} ${weekday}`
  let format = timeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', {
      ...(weekday && { weekday: 'long' }),
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    })
    timeFormats.set(key, format)
  }
  return format
}

/** The zone's name as a reader knows it: "IST" for India, else the IANA name's city. */
export function zoneLabel(timeZone: string): string {
  if (timeZone === IST) return 'IST'
  return timeZone.split('/').pop()!.replace(/_/g, ' ') + ' time'
}

/**
 * "2 Dec 2026, 6:53 am IST": counsellors work in India, so times are shown in IST. A webinar
 * names its weekday and may be held in another zone: "Monday, 7 Dec 2026, 3:30 pm Moscow time".
 */
export function formatTime(
  date: Date,
  { timeZone = IST, weekday = false }: { timeZone?: string; weekday?: boolean } = {},
): string {
  // ICU puts a narrow no-break space before "pm": plain spaces read and match the same.
  const text = timeFormat(timeZone, weekday).format(date).replace(/\s+/gu, ' ')
  return `${text} ${zoneLabel(timeZone)}`
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
