import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isOverdue, logContact, myDay, type Viewer } from '@/lib/data/desk'
import { insertLead, type NewLead } from '@/lib/data/leads'
import { deskReport } from '@/lib/data/reports'
import { countLeads, listLeads, setLeadStatus } from '@/lib/data/staff-leads'
import { recordAccount, setProfile } from '@/lib/data/staff-profiles'
import type { DatabaseHandle } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import { sendDeskDigests } from '@/lib/digests/desk'
import { parseLeadFilters } from '@/lib/validation/lead-filters'

import { testBackends } from '../support/backends'
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink'

/** 10:30 in India on the seeded day: after the 8:00 digest, with hours of the day left. */
const NOW = new Date('2026-12-02T05:00:00Z')
const DAY = '2026-12-02'
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000)

const admin: Viewer = { id: 'admin', email: 'admin@clinic.example', role: 'admin', office: null }
const anita: Viewer = {
  id: 'anita',
  email: 'anita@clinic.example',
  role: 'counsellor',
  office: 'davanagere',
}
const chitra: Viewer = {
  id: 'chitra',
  email: 'chitra@clinic.example',
  role: 'counsellor',
  office: 'hubballi',
}
const names = { anita: 'Anita Rao', chitra: 'Chitra Patil' } as const

let phones = 0
const lead = (name: string): NewLead => ({
  formType: 'callback',
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone: `+9198451${String(10000 + (phones += 1)).slice(-5)}`,
  data: {},
  consentVersion: 'v1',
})

/**
 * One seeded day, read by every screen that counts: My day, the list's follow-up filters, the
 * board's late cards, the morning digest and the reports must give the same numbers, because
 * each counts with the one definition of lib/data/desk.ts (onDesk, overdueAt, isOverdue).
 */
describe.each(testBackends())('one seeded day, counted everywhere, on $name', ({ open }) => {
  let handle: DatabaseHandle & { drop?: () => Promise<void> }
  let sink: SmtpSink

  /** A lead of the seeded day (09:00 in India), owned as said, with the columns given. */
  const seed = async (
    name: string,
    owner: Viewer | null,
    set: Partial<typeof leads.$inferInsert> = {},
  ) => {
    const { id } = await insertLead(handle.db, lead(name), 'unconfigured')
    await handle.db
      .update(leads)
      .set({
        createdAt: new Date(`${DAY}T09:00:00+05:30`),
        ownerId: owner?.id ?? null,
        office: owner?.office ?? null,
        ...set,
      })
      .where(eq(leads.id, id))
    return id
  }

  beforeAll(async () => {
    handle = await open()
    sink = await startSmtpSink()
    for (const viewer of [anita, chitra]) {
      await recordAccount(handle.db, {
        accountId: viewer.id,
        email: viewer.email,
        role: 'counsellor',
        active: true,
      })
      await setProfile(handle.db, viewer.id, {
        office: viewer.office,
        available: true,
        name: names[viewer.id as keyof typeof names],
      })
    }

    // Anita: two overdue (one contacted), one due later today, one new and untouched, one
    // contacted with nothing planned, and four that must count nowhere although their next
    // action has passed: held back as spam, erased, merged into the family's lead, converted.
    const late = await seed('Late Contacted', anita, {
      nextAction: 'call',
      nextActionAt: hours(-2),
    })
    await logContact(handle.db, late, anita, { channel: 'call' }, hours(-20))
    await setLeadStatus(
      handle.db,
      late,
      { status: 'contacted', subStatusId: null, outcome: null, outcomeDetail: null },
      anita.id,
    )
    await seed('Late New', anita, { nextAction: 'call', nextActionAt: hours(-1) })
    await seed('Later Today', anita, { nextAction: 'meeting', nextActionAt: hours(3) })
    await seed('Untouched', anita)
    const unplanned = await seed('Unplanned', anita)
    await logContact(handle.db, unplanned, anita, { channel: 'whatsapp' }, hours(-3))
    await setLeadStatus(
      handle.db,
      unplanned,
      { status: 'contacted', subStatusId: null, outcome: null, outcomeDetail: null },
      anita.id,
    )
    await seed('Held Spam', anita, {
      nextAction: 'call',
      nextActionAt: hours(-5),
      suspectedSpam: 'honeypot',
    })
    await seed('Erased Family', anita, {
      nextAction: 'call',
      nextActionAt: hours(-5),
      erasedAt: hours(-4),
    })
    await seed('Merged Repeat', anita, {
      nextAction: 'call',
      nextActionAt: hours(-5),
      mergedInto: late,
    })
    const converted = await seed('Converted', anita, {
      nextAction: 'call',
      nextActionAt: hours(-5),
    })
    await setLeadStatus(
      handle.db,
      converted,
      { status: 'converted', subStatusId: null, outcome: null, outcomeDetail: null },
      anita.id,
    )
    // Chitra: one overdue, one due tomorrow.
    await seed('Hubballi Late', chitra, { nextAction: 'call', nextActionAt: hours(-6) })
    await seed('Hubballi Tomorrow', chitra, { nextAction: 'call', nextActionAt: hours(26) })
  })

  afterAll(async () => {
    await sink?.close()
    await handle?.close()
    await handle?.drop?.()
  })

  const filters = (query: string) => parseLeadFilters(new URLSearchParams(query))

  it('gives each counsellor the same overdue count on My day, the list, the board, the digest and the reports', async () => {
    const since = sink.messages.length
    expect(
      await sendDeskDigests(handle.db, NOW, {
        mail: { smtpUrl: sink.url, from: 'Desk <desk@clinic.example>' },
        siteUrl: 'https://www.medpathway.example',
      }),
    ).toBe(2)
    const report = await deskReport(handle.db, { from: DAY, to: DAY }, NOW)

    for (const [viewer, overdue, dueToday] of [
      [anita, 2, 1],
      [chitra, 1, 0],
    ] as const) {
      const day = await myDay(handle.db, viewer, NOW)
      const listed = await countLeads(handle.db, viewer, filters('owner=me&followUp=overdue'), NOW)
      const board = (await listLeads(handle.db, viewer, filters('owner=me'), 200, NOW)).filter(
        (row) => isOverdue(row, NOW),
      )
      const mail = await sink.waitFor(viewer.email, { since })
      const reported = report.overdue.find(
        (row) => row.key === names[viewer.id as keyof typeof names],
      )

      expect(day.overdue).toHaveLength(overdue)
      expect(day.dueToday).toHaveLength(dueToday)
      expect(listed).toBe(overdue)
      expect(board).toHaveLength(overdue)
      expect(reported?.count).toBe(overdue)
      expect(mail.subject).toBe(
        `MedPathway Abroad: ${overdue + dueToday} follow-up${overdue + dueToday === 1 ? '' : 's'} today (${overdue} overdue)`,
      )
    }
    // The admin's My day and list see both counsellors' leads, and the report's total agrees.
    const all = await myDay(handle.db, admin, NOW)
    expect(all.overdue).toHaveLength(3)
    expect(await countLeads(handle.db, admin, filters('followUp=overdue'), NOW)).toBe(3)
    expect(report.overdue.reduce((sum, row) => sum + row.count, 0)).toBe(3)
  })

  it('counts "nothing planned" as My day does, and Contacted the same in every table', async () => {
    const day = await myDay(handle.db, anita, NOW)
    const none = await countLeads(handle.db, anita, filters('owner=me&followUp=none'), NOW)
    expect(day.fresh.map((row) => row.name)).toEqual(['Untouched'])
    expect(day.unplanned.map((row) => row.name)).toEqual(['Unplanned'])
    expect(none).toBe(day.fresh.length + day.unplanned.length)

    const report = await deskReport(handle.db, { from: DAY, to: DAY }, NOW)
    const funnel = report.conversion.find((row) => row.stage === 'contacted')!.reached
    const byCounsellor = report.byCounsellor.reduce((sum, row) => sum + row.contacted, 0)
    const byOffice = report.byOffice.reduce((sum, row) => sum + row.contacted, 0)
    // Late Contacted, Unplanned, and Converted (converted without a logged call).
    expect(funnel).toBe(3)
    expect(byCounsellor).toBe(funnel)
    expect(byOffice).toBe(funnel)
    expect(report.byCounsellor.find((row) => row.key === names.anita)?.contacted).toBe(3)
    // The list's day is the reports' day, in India: the seeded leads are all on it.
    const onTheDay = await countLeads(handle.db, admin, filters(`from=${DAY}&to=${DAY}`), NOW)
    // Every seeded lead but the merged repeat (which the list folds into its family's lead).
    expect(onTheDay).toBe(10)
    expect(report.total).toBe(8) // nor the spam and the erased one
  })
})
