import * as z from 'zod/mini'

import { instantOf, isTimeZone, IST, wallTimeIn } from '@/lib/webinars/sessions'

/**
 * The dashboard's webinar session form. One schema for the browser and the server action;
 * the values are the strings the form holds, turned into a row by `webinarInput`.
 */
export const WEBINAR_MESSAGES = {
  title: 'Enter a title (at least 3 characters)',
  date: 'Enter the date the session starts',
  time: 'Enter the start time (hours and minutes)',
  timeZone: 'Choose a time zone',
  noSuchTime: 'That time does not exist in this time zone (the clocks change then)',
  over: 'This session would already be over: choose a later date or time',
  duration: 'Duration must be a whole number of minutes from 15 to 480',
  joinUrl: 'Enter the join link: an address starting with https://',
  capacity: 'Seats must be a whole number above 0, or left empty',
  summary: 'Write a short summary (at least 10 characters)',
  topics: 'At most 20 topics, each on its own line and at most 200 characters',
  saveFailed: 'The session could not be saved. Please try again.',
  notFound: 'That session no longer exists.',
} as const

const tooLong = (max: number) => `Must be at most ${max} characters`
const text = (max: number, min = 0, message = tooLong(max)) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, tooLong(max)))

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value)
  } catch {
    return false
  }
}

/** Topics are typed one per line; blank lines are dropped. */
export function splitTopics(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((topic) => topic.trim())
    .filter(Boolean)
}

export const webinarFormSchema = z
  .object({
    title: text(200, 3, WEBINAR_MESSAGES.title),
    date: z.string().check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/, WEBINAR_MESSAGES.date)),
    time: z.string().check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, WEBINAR_MESSAGES.time)),
    timeZone: z.string().check(z.refine(isTimeZone, WEBINAR_MESSAGES.timeZone)),
    durationMinutes: z.string().check(
      z.trim(),
      z.refine(
        (value) => /^\d{1,3}$/.test(value) && Number(value) >= 15 && Number(value) <= 480,
        WEBINAR_MESSAGES.duration,
      ),
    ),
    joinUrl: text(2000).check(z.refine(isHttpsUrl, WEBINAR_MESSAGES.joinUrl)),
    capacity: z.string().check(
      z.trim(),
      z.refine(
        (value) => value === '' || (/^\d{1,6}$/.test(value) && Number(value) > 0),
        WEBINAR_MESSAGES.capacity,
      ),
    ),
    summary: text(2000, 10, WEBINAR_MESSAGES.summary),
    topics: z.string().check(
      z.refine((value) => {
        const topics = splitTopics(value)
        return topics.length <= 20 && topics.every((topic) => topic.length <= 200)
      }, WEBINAR_MESSAGES.topics),
    ),
  })
  .check(
    z.refine(
      (form) =>
        !/^\d{4}-\d{2}-\d{2}$/.test(form.date) ||
        !/^\d{2}:\d{2}$/.test(form.time) ||
        !isTimeZone(form.timeZone) ||
        instantOf(form.date, form.time, form.timeZone) !== null,
      { message: WEBINAR_MESSAGES.noSuchTime, path: ['time'] },
    ),
  )

export type WebinarFormValues = z.input<typeof webinarFormSchema>
export type WebinarFormData = z.output<typeof webinarFormSchema>

/** What a session row is made of, from valid form values. */
export type WebinarInput = {
  title: string
  startsAt: Date
  timeZone: string
  durationMinutes: number
  joinUrl: string
  capacity: number | null
  summary: string
  topics: string[]
}

export function webinarInput(data: WebinarFormData): WebinarInput {
  return {
    title: data.title,
    startsAt: instantOf(data.date, data.time, data.timeZone)!,
    timeZone: data.timeZone,
    durationMinutes: Number(data.durationMinutes),
    joinUrl: data.joinUrl,
    capacity: data.capacity === '' ? null : Number(data.capacity),
    summary: data.summary,
    topics: splitTopics(data.topics),
  }
}

/**
 * A session being created or moved must not be over already: what would be the point. (A
 * past session stays in the list as history; its status can still be changed.)
 */
export function endsInFuture(
  input: Pick<WebinarInput, 'startsAt' | 'durationMinutes'>,
  now: Date = new Date(),
): boolean {
  return input.startsAt.getTime() + input.durationMinutes * 60_000 > now.getTime()
}

/** The form for a new session: IST, 90 minutes, the built-in summary and topics. */
export function emptyWebinarForm(defaults: { summary: string; topics: readonly string[] }) {
  return {
    title: '',
    date: '',
    time: '18:00',
    timeZone: IST,
    durationMinutes: '90',
    joinUrl: '',
    capacity: '',
    summary: defaults.summary,
    topics: defaults.topics.join('\n'),
  } satisfies WebinarFormValues
}

/** The form for an existing session: its start shown on its own zone's clock. */
export function webinarFormValues(session: WebinarInput): WebinarFormValues {
  const [date = '', time = ''] = wallTimeIn(session.startsAt, session.timeZone).split('T')
  return {
    title: session.title,
    date,
    time,
    timeZone: session.timeZone,
    durationMinutes: String(session.durationMinutes),
    joinUrl: session.joinUrl,
    capacity: session.capacity === null ? '' : String(session.capacity),
    summary: session.summary,
    topics: session.topics.join('\n'),
  }
}

/** A session cancelled (it stays listed, marked cancelled) or scheduled again. */
export const webinarStatusSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
  status: z.enum(['scheduled', 'cancelled']),
})
