import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  addNote,
  addRoutingRule,
  assignNewLead,
  leadScope,
  logContact,
  mayWorkLead,
  mergeLead,
  myDay,
  reassignLeads,
  setNextAction,
  takeLead,
  unstaffedOffices,
  type Viewer,
} from '@/lib/data/desk'
import { leadTimeline } from '@/lib/data/lead-timeline'
import { insertLead, type NewLead } from '@/lib/data/leads'
import { listWaitingMail } from '@/lib/data/mail-outbox'
import { recordAccount, setProfile } from '@/lib/data/staff-profiles'
import { getLeadDetail, listLeads, setLeadStatus } from '@/lib/data/staff-leads'
import type { DatabaseHandle } from '@/lib/db/client'
import { NEAREST } from '@/data/offices'
import { leadEvents, leads } from '@/lib/db/schema'
import { listTemplates, setTemplateActive } from '@/lib/data/desk-settings'
import { sendDeskDigests } from '@/lib/digests/desk'
import { tellOwner } from '@/lib/leads/notify'
import { filledTemplate } from '@/lib/leads/reach'

import { testBackends } from '../support/backends'
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink'

const SITE = 'https://www.medpathway.example'

let phoneSequence = 0
const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  formType: 'callback',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: `+9198450${String(10000 + (phoneSequence += 1)).slice(-5)}`,
  data: {},
  consentVersion: 'v1',
  ...overrides,
})

const admin: Viewer = { id: 'admin', email: 'admin@clinic.example', role: 'admin', office: null }
const anita: Viewer = {
  id: 'anita',
  email: 'anita@clinic.example',
  role: 'counsellor',
  office: 'davanagere',
}
const bharat: Viewer = { ...anita, id: 'bharat', email: 'bharat@clinic.example' }
const chitra: Viewer = {
  id: 'chitra',
  email: 'chitra@clinic.example',
  role: 'counsellor',
  office: 'hubballi',
}
const editor: Viewer = { id: 'esha', email: 'esha@clinic.example', role: 'editor', office: null }

describe.each(testBackends())('the counsellors’ desk on $name', ({ open }) => {
  let handle: DatabaseHandle & { drop?: () => Promise<void> }
  let sink: SmtpSink

  const store = async (overrides: Partial<NewLead> = {}) =>
    (await insertLead(handle.db, lead(overrides), 'unconfigured')).id
  const ownerOf = async (id: string) =>
    (await handle.db.select().from(leads).where(eq(leads.id, id)))[0]!

  beforeAll(async () => {
    handle = await open()
    sink = await startSmtpSink()
    for (const viewer of [anita, bharat, chitra]) {
      await recordAccount(handle.db, {
        accountId: viewer.id,
        email: viewer.email,
        role: 'counsellor',
        active: true,
      })
      await setProfile(handle.db, viewer.id, { office: viewer.office, available: true })
    }
    // A Hubballi counsellor on leave takes nothing.
    await recordAccount(handle.db, {
      accountId: 'dev',
      email: 'dev@clinic.example',
      role: 'counsellor',
      active: true,
    })
    await setProfile(handle.db, 'dev', { office: 'hubballi', available: false })
    await addRoutingRule(handle.db, {
      formType: null,
      country: 'georgia',
      office: 'hubballi',
      position: 10,
    })
    await addRoutingRule(handle.db, {
      formType: 'callback',
      country: null,
      office: 'davanagere',
      position: 20,
    })
    await addRoutingRule(handle.db, {
      formType: 'inquiry',
      country: null,
      office: 'kalaburagi',
      position: 30,
    })
  })
  afterAll(async () => {
    await sink?.close()
    await handle?.close()
    await handle?.drop?.()
  })

  it('routes by the first matching rule, and the office’s available counsellors take turns', async () => {
    const first = await store()
    const second = await store()
    const third = await store()
    const owners = []
    for (const id of [first, second, third]) owners.push((await assignNewLead(handle.db, id))!)
    expect(owners.map((a) => [a.ownerId, a.office, a.reason])).toEqual([
      ['anita', 'davanagere', 'rule'],
      ['bharat', 'davanagere', 'rule'],
      ['anita', 'davanagere', 'rule'],
    ])
    expect((await ownerOf(second)).ownerId).toBe('bharat')
    // Georgia matches the rule before the callback one; only Chitra is available there.
    const georgian = await store({ data: { country: 'Georgia' } })
    expect(await assignNewLead(handle.db, georgian)).toMatchObject({
      ownerId: 'chitra',
      office: 'hubballi',
    })
    // Nobody in Kalaburagi: the lead waits in that office's queue.
    const inquiry = await store({ formType: 'inquiry', data: { preferredCountries: ['Russia'] } })
    expect(await assignNewLead(handle.db, inquiry)).toMatchObject({
      ownerId: null,
      office: 'kalaburagi',
      reason: 'queue',
    })
    // No rule matches a newsletter sign-up: the shared queue.
    const newsletter = await store({ formType: 'newsletter', phone: undefined })
    expect(await assignNewLead(handle.db, newsletter)).toMatchObject({
      ownerId: null,
      office: null,
    })
    // Leads arriving at once (on several instances) still take turns: two each.
    const together = await Promise.all([1, 2, 3, 4].map(() => store()))
    const given = await Promise.all(together.map((id) => assignNewLead(handle.db, id)))
    const count = (who: string) => given.filter((a) => a?.ownerId === who).length
    expect([count('anita'), count('bharat')]).toEqual([2, 2])
    // Once assigned, assigning again changes nothing.
    expect(await assignNewLead(handle.db, first)).toBeNull()
    const [event] = await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, third))
    expect(event).toMatchObject({ kind: 'assigned', actorEmail: null })
  })

  it('leaves suspected spam unassigned, and sends a repeat enquiry to the family’s counsellor', async () => {
    const spam = await store({ suspectedSpam: 'honeypot' })
    expect(await assignNewLead(handle.db, spam)).toBeNull()
    expect((await ownerOf(spam)).ownerId).toBeNull()

    const phone = '+919811122233'
    const original = await store({ phone, data: { country: 'Georgia' } })
    await assignNewLead(handle.db, original)
    expect((await ownerOf(original)).ownerId).toBe('chitra')
    // The family writes again through a callback form, which routes to Davanagere: it still
    // goes to Chitra, who knows them.
    const again = await store({ phone })
    expect(await assignNewLead(handle.db, again)).toMatchObject({
      ownerId: 'chitra',
      reason: 'repeat',
    })
    const linked = await leadTimeline(handle.db, await ownerOf(original))
    expect(
      linked.flatMap((entry) =>
        entry.kind === 'event' && entry.event.kind === 'repeat' ? [entry.event.data.leadId] : [],
      ),
    ).toEqual([again])
  })

  it('shows a counsellor their leads, their office’s and the shared queue, and no other office’s', async () => {
    const davanagere = await store()
    await assignNewLead(handle.db, davanagere)
    const hubballi = await store({ data: { country: 'georgia' } })
    await assignNewLead(handle.db, hubballi)
    const shared = await store({ formType: 'newsletter', phone: undefined })
    await assignNewLead(handle.db, shared)

    const seen = async (viewer: Viewer) =>
      new Set((await listLeads(handle.db, viewer, {}, 1000)).map((row) => row.id))
    const byAnita = await seen(anita)
    expect(byAnita.has(davanagere)).toBe(true)
    expect(byAnita.has(shared)).toBe(true)
    expect(byAnita.has(hubballi)).toBe(false)
    expect(await mayWorkLead(handle.db, anita, hubballi)).toBe(false)
    expect(await getLeadDetail(handle.db, anita, hubballi)).toBeUndefined()
    expect(await mayWorkLead(handle.db, chitra, hubballi)).toBe(true)
    expect((await seen(admin)).has(hubballi)).toBe(true)
    expect((await seen(editor)).size).toBe(0)
    expect(leadScope(admin)).toBeUndefined()

    // Chitra takes the shared lead; Anita cannot take it after her.
    expect(await takeLead(handle.db, shared, chitra)).toBe(true)
    expect(await takeLead(handle.db, shared, anita)).toBe(false)
    expect(await ownerOf(shared)).toMatchObject({ ownerId: 'chitra', office: 'hubballi' })
  })

  it('names the offices where nobody takes new leads, with what waits in their queues', async () => {
    const inquiry = await store({ formType: 'inquiry' })
    expect(await assignNewLead(handle.db, inquiry)).toMatchObject({
      office: 'kalaburagi',
      ownerId: null,
    })
    const [kalaburagi] = await unstaffedOffices(handle.db)
    expect(kalaburagi).toMatchObject({ office: 'kalaburagi', counsellors: 0, routed: true })
    expect(kalaburagi!.waiting).toBeGreaterThanOrEqual(1)
    expect((await unstaffedOffices(handle.db)).map((o) => o.office)).toEqual(['kalaburagi'])
    // Hubballi's one available counsellor goes on leave: Hubballi has two, and nobody takes leads.
    await setProfile(handle.db, 'chitra', { office: 'hubballi', available: false })
    try {
      expect(await unstaffedOffices(handle.db)).toEqual(
        expect.arrayContaining([expect.objectContaining({ office: 'hubballi', counsellors: 2 })]),
      )
    } finally {
      await setProfile(handle.db, 'chitra', { office: 'hubballi', available: true })
    }
  })

  it('logs reassignments with who had it, and mails the new owner over SMTP', async () => {
    const one = await store()
    const two = await store()
    await assignNewLead(handle.db, one)
    await assignNewLead(handle.db, two)
    const result = await reassignLeads(handle.db, [one, two], 'chitra', admin)
    expect(result!.changed.sort()).toEqual([one, two].sort())
    expect(await ownerOf(one)).toMatchObject({ ownerId: 'chitra', office: 'hubballi' })
    const timeline = await leadTimeline(handle.db, await ownerOf(one))
    const moves = timeline.flatMap((entry) =>
      entry.kind === 'event' && entry.event.kind === 'assigned' ? [entry.event] : [],
    )
    expect(moves.at(-1)).toMatchObject({
      actorEmail: 'admin@clinic.example',
      data: { ownerId: 'chitra', reason: 'manual' },
    })
    expect(moves.at(-1)!.data.from).toMatch(/anita|bharat/)
    // Only to an active counsellor.
    expect(await reassignLeads(handle.db, [one], 'nobody-such', admin)).toBeNull()

    const since = sink.messages.length
    await tellOwner(handle.db, one, result!.assignment, {
      mail: { smtpUrl: sink.url, from: 'Desk <desk@medpathway.example>' },
      siteUrl: SITE,
    })
    const mail = await sink.waitFor('chitra@clinic.example', { since })
    expect(mail.subject).toContain('new lead for you, Asha Rao')
    expect(mail.text).toContain(`${SITE}/dashboard/leads/${one}`)
    // The family's phone stays behind the dashboard's sign-in.
    expect(mail.text).not.toContain((await ownerOf(one)).phone!.slice(3))

    // Without SMTP the same message waits in the dashboard's outbox, and the timeline says so.
    await tellOwner(handle.db, two, result!.assignment, {
      mail: { from: 'Desk <desk@medpathway.example>' },
      siteUrl: SITE,
    })
    expect((await listWaitingMail(handle.db, chitra, 'desk')).map((m) => m.to)).toContain(
      'chitra@clinic.example',
    )
    const logged = await leadTimeline(handle.db, await ownerOf(two))
    expect(
      logged.some(
        (entry) =>
          entry.kind === 'event' && entry.event.kind === 'mail' && entry.event.data.sent === false,
      ),
    ).toBe(true)
  })

  it('measures the first response once, and sorts a counsellor’s day', async () => {
    const now = new Date('2026-11-28T06:00:00Z') // 11:30 in India
    const ids = { late: await store(), today: await store(), fresh: await store() }
    const unplanned = await store()
    for (const id of [...Object.values(ids), unplanned]) {
      await handle.db
        .update(leads)
        .set({ ownerId: 'bharat', office: 'davanagere' })
        .where(eq(leads.id, id))
    }
    await setNextAction(handle.db, ids.late, bharat, {
      action: 'call',
      dueAt: new Date('2026-11-28T04:00:00Z'),
    })
    await setNextAction(handle.db, ids.today, bharat, {
      action: 'whatsapp',
      dueAt: new Date('2026-11-28T12:00:00Z'), // 17:30 in India
    })
    await logContact(handle.db, unplanned, bharat, { channel: 'call', body: 'No answer' }, now)
    await logContact(
      handle.db,
      unplanned,
      bharat,
      { channel: 'whatsapp' },
      new Date('2026-11-28T07:00:00Z'),
    )
    expect((await ownerOf(unplanned)).firstContactAt).toEqual(now)
    // Reached, the new lead is a contacted one, once, by the counsellor who reached it.
    expect((await ownerOf(unplanned)).status).toBe('contacted')
    const story = await leadTimeline(handle.db, await ownerOf(unplanned))
    expect(
      story.flatMap((entry) => (entry.kind === 'status' ? [[entry.status, entry.by]] : [])),
    ).toEqual([['contacted', bharat.email]])

    const day = await myDay(handle.db, bharat, now)
    const idsOf = (list: { id: string }[]) => list.map((row) => row.id)
    expect(idsOf(day.overdue)).toEqual([ids.late])
    expect(idsOf(day.dueToday)).toEqual([ids.today])
    expect(idsOf(day.fresh)).toContain(ids.fresh)
    expect(idsOf(day.fresh)).not.toContain(unplanned)
    expect(idsOf(day.unplanned)).toContain(unplanned)
    // Anita's day has none of Bharat's leads; the admin's has them all.
    expect(idsOf((await myDay(handle.db, anita, now)).overdue)).not.toContain(ids.late)
    expect(idsOf((await myDay(handle.db, admin, now)).overdue)).toContain(ids.late)
  })

  it('mails each counsellor their due follow-ups once a day, from 8:00 in India', async () => {
    const options = {
      mail: { smtpUrl: sink.url, from: 'Desk <desk@medpathway.example>' },
      siteUrl: SITE,
    }
    const due = await store({ name: 'Digest Family' })
    await handle.db
      .update(leads)
      .set({ ownerId: 'chitra', office: 'hubballi' })
      .where(eq(leads.id, due))
    await setNextAction(handle.db, due, chitra, {
      action: 'meeting',
      dueAt: new Date('2026-12-02T09:30:00Z'), // 15:00 in India
    })
    // 7:59 in India: not yet.
    expect(await sendDeskDigests(handle.db, new Date('2026-12-02T02:29:00Z'), options)).toBe(0)
    const since = sink.messages.length
    const morning = new Date('2026-12-02T03:00:00Z') // 8:30 in India
    expect(await sendDeskDigests(handle.db, morning, options)).toBeGreaterThanOrEqual(1)
    const mail = await sink.waitFor('chitra@clinic.example', { since })
    expect(mail.subject).toMatch(/follow-ups? today/)
    expect(mail.text).toContain('Digest Family: Meeting')
    expect(mail.text).toContain(`${SITE}/dashboard/leads/${due}`)
    // Once a day, whichever instance tries again.
    expect(await sendDeskDigests(handle.db, new Date('2026-12-02T05:00:00Z'), options)).toBe(0)
  })

  it('fills a template with the lead’s first name, countries and the counsellor’s name', async () => {
    await setProfile(handle.db, 'anita', { name: 'Anita Rao' })
    const id = await store({
      name: 'Meera Joshi',
      data: { preferredCountries: ['Georgia', 'Russia'] },
    })
    const [first] = await listTemplates(handle.db)
    const filled = await filledTemplate(handle.db, id, first!.id, { id: 'anita' })
    expect(filled!.text).toContain('Hello Meera, this is Anita Rao')
    expect(filled!.text).toContain('Georgia or Russia')
    // Without a name set, the e-mail's first part stands in.
    const byBharat = await filledTemplate(handle.db, id, first!.id, { id: 'bharat' })
    expect(byBharat!.text).toContain('this is Bharat,')
    await setTemplateActive(handle.db, first!.id, false)
    expect(await filledTemplate(handle.db, id, first!.id, { id: 'anita' })).toBeNull()
    await setTemplateActive(handle.db, first!.id, true)
  })

  it('routes by the office nearest the district or PIN code, and passes over the rule without one', async () => {
    await addRoutingRule(handle.db, {
      formType: 'admission',
      country: null,
      office: NEAREST,
      position: 5,
    })
    const from = async (district?: string) => {
      const id = await store({ formType: 'admission', data: district ? { district } : {} })
      return assignNewLead(handle.db, id)
    }
    // Belagavi is nearest Hubballi, where only Chitra takes leads.
    expect(await from('Belgaum')).toMatchObject({ ownerId: 'chitra', office: 'hubballi' })
    // A Bidar PIN code is Kalaburagi's, where nobody is available: that office's queue.
    expect(await from('585 401')).toMatchObject({ ownerId: null, office: 'kalaburagi' })
    // A place outside Karnataka, or none, matches no rule here: the shared queue.
    expect(await from('Pune')).toMatchObject({ ownerId: null, office: null })
    expect(await from()).toMatchObject({ ownerId: null, office: null })
    // The lead that said Belgaum says so on its page.
    const [row] = await listLeads(handle.db, chitra, { formType: 'admission', owner: 'me' }, 10)
    expect(row!.data.district).toBe('Belgaum')
  })

  it('merges a repeat enquiry into the family’s lead, keeping both histories', async () => {
    const phone = '+919811155566'
    const original = await store({ phone, data: { country: 'Georgia' } })
    await assignNewLead(handle.db, original)
    const again = await store({ phone, formType: 'inquiry', sourcePage: '/universities' })
    await assignNewLead(handle.db, again)
    await addNote(handle.db, again, chitra, 'Asked about hostel fees in Tbilisi.')

    // Another office's counsellor cannot merge them; other phones cannot be merged.
    expect(await mergeLead(handle.db, again, original, anita)).toBe('missing')
    const stranger = await store({ data: { country: 'Georgia' } })
    expect(await mergeLead(handle.db, again, stranger, chitra)).toBe('not-same-phone')

    expect(await mergeLead(handle.db, again, original, chitra)).toBe('merged')
    expect((await ownerOf(again)).mergedInto).toBe(original)
    // Once merged, neither way works again.
    expect(await mergeLead(handle.db, again, original, chitra)).toBe('already-merged')
    expect(await mergeLead(handle.db, original, again, chitra)).toBe('already-merged')

    // The family's lead shows the repeat's arrival, its note and the merge.
    const timeline = await leadTimeline(handle.db, await ownerOf(original))
    const fromRepeat = timeline.filter((entry) => entry.merged?.id === again)
    expect(fromRepeat.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['arrived', 'event']),
    )
    expect(
      fromRepeat.some((e) => e.kind === 'event' && e.event.body?.includes('hostel fees')),
    ).toBe(true)
    expect(
      timeline.some(
        (e) => e.kind === 'event' && e.event.kind === 'merged' && e.event.data.from === again,
      ),
    ).toBe(true)

    // The repeat leaves the lists and the day; a search still finds it, with nothing lost.
    const listed = async (filters = {}) =>
      (await listLeads(handle.db, chitra, filters, 1000)).map((row) => row.id)
    expect(await listed()).not.toContain(again)
    expect(await listed({ q: '9811155566' })).toEqual(expect.arrayContaining([original, again]))
    const day = await myDay(handle.db, chitra)
    expect(
      Object.values(day)
        .flat()
        .map((row) => (row as { id: string }).id),
    ).not.toContain(again)
    expect((await getLeadDetail(handle.db, chitra, again))?.lead.mergedInto).toBe(original)

    // A new enquiry is not merged into a closed lead; a closed one may join an open one.
    const closedPhone = '+919811177788'
    const closed = await store({ phone: closedPhone, data: { country: 'Georgia' } })
    const reopened = await store({ phone: closedPhone, data: { country: 'Georgia' } })
    await setLeadStatus(
      handle.db,
      closed,
      { status: 'closed', subStatusId: null, outcome: 'not_interested', outcomeDetail: null },
      admin.email,
    )
    expect(await mergeLead(handle.db, reopened, closed, admin)).toBe('decided')
    expect(await mergeLead(handle.db, closed, reopened, admin)).toBe('merged')

    // Two opposite merges at once: exactly one wins.
    const twinPhone = '+919811199900'
    const a = await store({ phone: twinPhone })
    const b = await store({ phone: twinPhone })
    const results = await Promise.all([
      mergeLead(handle.db, a, b, admin),
      mergeLead(handle.db, b, a, admin),
    ])
    expect(results.filter((r) => r === 'merged')).toHaveLength(1)
  })
})
