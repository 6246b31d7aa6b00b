import { createEvent, type EventAttributes } from 'ics'

/**
 * An iCalendar (RFC 5545) file for one event, written by the `ics` package, which escapes
 * text values and folds long lines. Times are written in UTC.
 */
export function icsEvent(event: {
  uid: string
  title: string
  description: string
  start: Date
  end: Date
  url: string
  now?: Date
}): string {
  // `timestamp` (DTSTAMP) is read by the package but missing from its types.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: '-//MedPathway Abroad//Webinar//EN',
    method: 'PUBLISH',
    uid: event.uid,
    timestamp: (event.now ?? new Date()).getTime(),
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: plainText(event.title),
    description: plainText(event.description),
    url: event.url,
  }
  const { error, value } = createEvent(attributes)
  if (error || !value) throw error ?? new Error('The calendar file could not be written')
  return foldByOctets(value)
}

/**
 * Text as a calendar value may hold it: every line break (CR, LF or CRLF, as staff's text
 * may carry any of them) becomes LF, which the package writes as an escaped "\n"; the
 * package leaves a bare CR as it is, and a client reads that as the end of the line. Other
 * control characters are not allowed in a value and go.
 */
function plainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim()
}

/**
 * The package folds after 75 characters, and a line of text with characters outside ASCII
 * (an em dash, ₹, a name in Devanagari) is then longer than the 75 octets the format allows.
 * Unfolds its lines and folds them again at 75 octets of UTF-8, never inside a character.
 */
function foldByOctets(calendar: string): string {
  const lines = calendar.replace(/\r\n[ \t]/g, '').split('\r\n')
  return lines.map(foldLine).join('\r\n')
}

function foldLine(line: string): string {
  const parts: string[] = []
  let part = ''
  let octets = 0
  for (const character of line) {
    const size = Buffer.byteLength(character)
    // A continuation line starts with a space, which counts.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(part)
      part = ''
      octets = 0
    }
    part += character
    octets += size
  }
  parts.push(part)
  return parts.join('\r\n ')
}
