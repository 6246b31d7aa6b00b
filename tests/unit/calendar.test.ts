import { describe, expect, it } from 'vitest'

import { icsEvent } from '@/lib/calendar'

const longLine = `${'Fees, hostels; clinical years '.repeat(7)}`.slice(0, 200)
const title = `Russia\rlive Q&A\nfees, hostels; visas\r\nand ${longLine}`
const description = `Line one\rline two\nline three\r\n\r\nCommas, semicolons; a backslash \\ — fees in ₹ and €.\n${longLine}`

function calendar() {
  return icsEvent({
    uid: 'webinar-session-7@medpathway.example',
    title,
    description,
    start: new Date('2027-03-14T12:30:00Z'),
    end: new Date('2027-03-14T14:00:00Z'),
    url: 'https://medpathway.example/webinar',
    now: new Date('2027-03-01T08:00:00Z'),
  })
}

/** The property's value as a calendar client reads it: lines unfolded, text unescaped. */
function readText(ics: string, name: string): string {
  const unfolded = ics.replace(/\r\n[ \t]/g, '')
  const line = unfolded.split('\r\n').find((candidate) => candidate.startsWith(`${name}:`))
  if (line === undefined) throw new Error(`${name} is missing`)
  return line
    .slice(name.length + 1)
    .replace(/\\([\\;,nN])/g, (_, escaped: string) =>
      escaped.toLowerCase() === 'n' ? '\n' : escaped,
    )
}

describe('webinar calendar file', () => {
  it('has no bare CR or LF, only CRLF line ends', () => {
    const ics = calendar()
    expect(ics).not.toMatch(/\r(?!\n)/)
    expect(ics).not.toMatch(/(?<!\r)\n/)
    expect(ics.endsWith('\r\n')).toBe(true)
  })

  it('folds every line at 75 octets, never inside a character', () => {
    const ics = calendar()
    const lines = ics.split('\r\n')
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
    expect(lines.some((line) => line.startsWith(' ') || line.startsWith('\t'))).toBe(true)
    expect(ics).not.toContain('\uFFFD')
  })

  it('keeps staff text: line breaks (CR, LF or CRLF), commas, semicolons and long lines', () => {
    const ics = calendar()
    expect(readText(ics, 'SUMMARY')).toBe(`Russia\nlive Q&A\nfees, hostels; visas\nand ${longLine}`)
    expect(readText(ics, 'DESCRIPTION')).toBe(
      `Line one\nline two\nline three\n\nCommas, semicolons; a backslash \\ — fees in ₹ and €.\n${longLine}`,
    )
  })

  it('writes the event in UTC with a stable UID', () => {
    const ics = calendar()
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(ics).toContain('UID:webinar-session-7@medpathway.example\r\n')
    expect(ics).toContain('DTSTART:20270314T123000Z\r\n')
    expect(ics).toContain('DTEND:20270314T140000Z\r\n')
    expect(ics).toContain('DTSTAMP:20270301T080000Z\r\n')
    expect(ics).toContain('URL:https://medpathway.example/webinar\r\n')
    expect(ics).toContain('METHOD:PUBLISH\r\n')
    expect(ics).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/)
    expect(calendar()).toBe(ics)
  })
})
