/**
 * Webinar sessions. Add the next one here (start in IST with its offset); the webinar page
 * shows the next upcoming session, or says the last one has passed and offers a callback.
 */
export type Webinar = {
  id: string
  title: string
  startsAt: string
  durationMinutes: number
  summary: string
  topics: readonly string[]
}

export const webinars = [
  {
    id: 'mbbs-abroad-2025-04-15',
    title: 'MBBS Abroad: choosing the right country and university',
    startsAt: '2025-04-15T18:00:00+05:30',
    durationMinutes: 90,
    summary:
      'A live session for students and parents: how to shortlist universities, what the whole course really costs, and the rules that decide whether you can practise in India afterwards.',
    topics: [
      'NEET qualification and its three-year validity for studying abroad',
      'The FMGL 2021 rules: 54-month course, 12-month internship, English medium, licence to practise',
      'Total cost: tuition, hostel, food, travel and exchange rates',
      'FMGE: two sessions a year, 300 questions, 150 to pass',
      'Documents, visa and the first weeks abroad',
    ],
  },
] as const satisfies readonly Webinar[]

export const presenters = [
  {
    role: 'Senior admissions counsellor',
    text: 'Has guided families from Karnataka through admissions in Russia, Georgia and Central Asia.',
  },
  {
    role: 'FMGE faculty member',
    text: 'Teaches our FMGE preparation batches and explains what the exam expects from day one.',
  },
] as const

/**
 * What a registration is for while no session is scheduled: an invitation to the next one. A
 * past session is never offered (DESIGN.md "Domain truth").
 */
export const nextSessionInterest = { id: 'next-session', title: 'The next free webinar' } as const

export function endOf(webinar: Webinar): Date {
  return new Date(new Date(webinar.startsAt).getTime() + webinar.durationMinutes * 60_000)
}

export function upcomingWebinar(now: Date = new Date()): Webinar | undefined {
  return [...webinars]
    .filter((webinar) => endOf(webinar) > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0]
}

export function latestWebinar(): Webinar {
  return [...webinars].sort((a, b) => b.startsAt.localeCompare(a.startsAt))[0]!
}

export function formatIst(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso))
}
