import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { claimDeliveries, insertLead, type NewLead } from '@/lib/data/leads'
import {
  countNewLeads,
  getLeadDetail,
  listLeads,
  releaseSuspectedSpam,
  retryDeadDelivery,
  setLeadStatus,
  type StatusChange,
} from '@/lib/data/staff-leads'
import type { DatabaseHandle } from '@/lib/db/client'
import type { Viewer } from '@/lib/data/desk'
import { leadTimeline } from '@/lib/data/lead-timeline'
import { leadDeliveries, leads, leadSubStatuses } from '@/lib/db/schema'
import type { LeadStatus } from '@/lib/desk/lead-states'

import { testBackends } from '../support/backends'

const admin: Viewer = { id: '1', email: 'admin@clinic.example', role: 'admin', office: null }

const lead = (overrides: Partial<NewLead>): NewLead => ({
  formType: 'callback',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+919845012345',
  data: {},
  consentVersion: 'v1',
  ...overrides,
})

describe.each(testBackends())('the leads inbox on $name', ({ open }) => {
  let handle: DatabaseHandle & { drop?: () => Promise<void> }
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    handle = await open()
    ids.asha = (await insertLead(handle.db, lead({}), 'pending')).id
    ids.ravi = (
      await insertLead(
        handle.db,
        lead({
          formType: 'inquiry',
          name: 'Ravi 100%_Kumar',
          email: 'ravi@example.com',
          phone: '+919800000001',
        }),
        'pending',
      )
    ).id
    ids.ashaAgain = (await insertLead(handle.db, lead({ formType: 'webinar' }), 'unconfigured')).id
    await handle.db
      .update(leads)
      .set({ createdAt: new Date('2026-10-01T12:00:00Z') })
      .where(eq(leads.id, ids.ravi))
  })
  afterAll(async () => {
    await handle?.close()
    await handle?.drop?.()
  })

  it('filters by form, date, delivery and a search of name, e-mail or phone', async () => {
    const names = async (filters: Parameters<typeof listLeads>[2]) =>
      (await listLeads(handle.db, admin, filters)).map((row) => row.formType).sort()
    expect(await names({})).toEqual(['callback', 'inquiry', 'webinar'])
    expect(await names({ formType: 'inquiry' })).toEqual(['inquiry'])
    expect(await names({ to: '2026-10-01' })).toEqual(['inquiry'])
    expect(await names({ from: '2026-10-02' })).toEqual(['callback', 'webinar'])
    expect(await names({ delivery: 'unconfigured' })).toEqual(['webinar'])
    expect(await names({ q: '9845012345' })).toEqual(['callback', 'webinar'])
    // % and _ are matched as themselves, not as patterns.
    expect(await names({ q: '100%_k' })).toEqual(['inquiry'])
    expect(await names({ q: '%' })).toEqual(['inquiry'])
  })

  it('records each status change with who and when, and counts the new leads', async () => {
    expect(await countNewLeads(handle.db, admin)).toBe(3)
    const steps = await handle.db.select().from(leadSubStatuses)
    const step = (label: string) => steps.find((s) => s.label === label)!.id
    const to = (status: LeadStatus, more: Partial<StatusChange> = {}): StatusChange => ({
      status,
      subStatusId: null,
      outcome: null,
      outcomeDetail: null,
      ...more,
    })
    expect(await setLeadStatus(handle.db, ids.asha!, to('contacted'), 'anita@clinic.example')).toBe(
      'saved',
    )
    // A step belongs to its status: "No answer" is not a step of counselling.
    expect(
      await setLeadStatus(
        handle.db,
        ids.asha!,
        to('counselled', { subStatusId: step('No answer') }),
        'vikram@clinic.example',
      ),
    ).toBe('bad-step')
    expect(
      await setLeadStatus(
        handle.db,
        ids.asha!,
        to('counselled', { subStatusId: step('Shortlisting') }),
        'vikram@clinic.example',
      ),
    ).toBe('saved')
    expect(
      await setLeadStatus(
        handle.db,
        '00000000-0000-4000-8000-000000000000',
        to('closed', { outcome: 'not_interested' }),
        'x@y.z',
      ),
    ).toBe('missing')
    expect(await countNewLeads(handle.db, admin)).toBe(2)
    const detail = await getLeadDetail(handle.db, admin, ids.asha!)
    expect(detail!.lead.status).toBe('counselled')
    const timeline = await leadTimeline(handle.db, detail!.lead)
    expect(
      timeline.flatMap((entry) =>
        entry.kind === 'status' ? [[entry.status, entry.subStatus, entry.by]] : [],
      ),
    ).toEqual([
      ['contacted', null, 'anita@clinic.example'],
      ['counselled', 'Shortlisting', 'vikram@clinic.example'],
    ])
    // The other lead from the same phone is listed with it.
    expect(detail!.repeats.map((r) => r.id)).toEqual([ids.ashaAgain])
    expect(await getLeadDetail(handle.db, admin, 'not-a-uuid')).toBeUndefined()
  })

  it('puts a dead delivery back in the queue, and only a dead one', async () => {
    expect(await retryDeadDelivery(handle.db, ids.ravi!)).toBe(false)
    await handle.db
      .update(leadDeliveries)
      .set({ state: 'dead', attempts: 8, lastError: 'HTTP 500' })
      .where(eq(leadDeliveries.leadId, ids.ravi!))
    expect(await retryDeadDelivery(handle.db, ids.ravi!)).toBe(true)
    const [row] = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, ids.ravi!))
    expect(row).toMatchObject({ state: 'pending', attempts: 0 })
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('a suspected-spam lead is held back from the sheet, listed under its own filter, and released by a counsellor', async () => {
    const { id } = await insertLead(
      handle.db,
      lead({ name: 'Meera Patil', phone: '+919811122233', suspectedSpam: 'honeypot' }),
      'pending',
    )
    const ids = async (filters: Parameters<typeof listLeads>[2]) =>
      (await listLeads(handle.db, admin, filters)).map((row) => row.id)
    expect(await ids({ spam: 'only' })).toEqual([id])
    expect(await ids({ spam: 'hide' })).not.toContain(id)
    expect(await ids({})).toContain(id)
    const [row] = await listLeads(handle.db, admin, { spam: 'only' })
    expect(row).toMatchObject({ suspectedSpam: 'honeypot', delivery: 'held' })
    expect(await claimDeliveries(handle.db, { limit: 10, leaseMs: 60_000, leadIds: [id] })).toEqual(
      [],
    )

    expect(await releaseSuspectedSpam(handle.db, id, { webhookConfigured: true })).toBe(true)
    expect(await releaseSuspectedSpam(handle.db, id, { webhookConfigured: true })).toBe(false)
    const detail = await getLeadDetail(handle.db, admin, id)
    expect(detail!.lead).toMatchObject({ suspectedSpam: null, delivery: 'pending' })
    const claimed = await claimDeliveries(handle.db, { limit: 10, leaseMs: 60_000, leadIds: [id] })
    expect(claimed.map((job) => job.leadId)).toEqual([id])

    // Without a webhook, a released lead waits with the other undelivered ones.
    const other = await insertLead(
      handle.db,
      lead({ name: 'Kiran Desai', phone: '+919811122244', suspectedSpam: 'too-fast' }),
      'unconfigured',
    )
    expect(await releaseSuspectedSpam(handle.db, other.id, { webhookConfigured: false })).toBe(true)
    expect((await getLeadDetail(handle.db, admin, other.id))!.lead.delivery).toBe('unconfigured')
  })
})
