import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  confirmEmailLink,
  countOpenDataRequests,
  eraseLeadsForRequest,
  getDataRequestFor,
  listDataRequests,
  submitDataRequest,
  verifiedMatchingLeads,
} from '@/lib/data/data-requests'
import {
  addNote,
  logContact,
  mergeLead,
  reassignLeads,
  setNextAction,
  type Viewer,
} from '@/lib/data/desk'
import { insertLead, type NewLead } from '@/lib/data/leads'
import { countWaitingMail, listWaitingMail, markMailSent } from '@/lib/data/mail-outbox'
import { setLeadStatus } from '@/lib/data/staff-leads'
import { recordAccount, setProfile } from '@/lib/data/staff-profiles'
import type { DatabaseHandle } from '@/lib/db/client'
import { sendDeskDigests } from '@/lib/digests/desk'
import { tellOwner } from '@/lib/leads/notify'
import { receiveDataRequest } from '@/lib/privacy/receive'
import { dataRequestSchema } from '@/lib/validation/data-request'

import { testBackends } from '../support/backends'

const SITE = 'https://www.medpathway.example'
// No SMTP server: every message waits in the dashboard's outbox.
const noSmtp = { mail: { from: 'Desk <desk@medpathway.example>' }, siteUrl: SITE }

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
const editor: Viewer = { id: 'esha', email: 'esha@clinic.example', role: 'editor', office: null }

let sequence = 0
const unique = (tag: string) => `${tag}-${(sequence += 1)}-${Date.now()}`
const phone = () => `+9198${String(10_000_000 + (sequence += 1)).slice(-8)}`

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    formType: 'callback',
    name: 'Asha Rao',
    email: `${unique('asha')}@example.com`,
    phone: phone(),
    data: {},
    consentVersion: 'v1',
    idempotencyKey: unique('privacy'),
    ...overrides,
  }
}

function request(email?: string, phone?: string) {
  const parsed = dataRequestSchema.safeParse({ kind: 'erasure', name: 'Asha Rao', email, phone })
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues))
  return parsed.data
}

/** PGlite answers `{ rows }`, postgres.js an array of rows. */
function rowsOf<T>(result: unknown): T[] {
  return (result && typeof result === 'object' && 'rows' in result ? result.rows : result) as T[]
}

describe.each(testBackends())('staff privacy on $name', ({ open }) => {
  let handle: DatabaseHandle & { drop?: () => Promise<void> }
  let address = 0
  const from = () => `10.7.0.${++address}`

  const store = async (overrides: Partial<NewLead> = {}) => {
    const input = lead(overrides)
    return { ...input, ...(await insertLead(handle.db, input, 'unconfigured')) }
  }
  /** A lead of the viewer's office, owned by them. */
  const ownedBy = async (viewer: Viewer, overrides: Partial<NewLead> = {}) => {
    const stored = await store(overrides)
    const moved = await reassignLeads(handle.db, [stored.id], viewer.id, admin)
    return { ...stored, assignment: moved!.assignment }
  }

  beforeAll(async () => {
    handle = await open()
    for (const viewer of [anita, chitra]) {
      await recordAccount(handle.db, {
        accountId: viewer.id,
        email: viewer.email,
        role: 'counsellor',
        active: true,
      })
      await setProfile(handle.db, viewer.id, { office: viewer.office, available: true })
    }
  })
  afterAll(async () => {
    await handle?.close()
    await handle?.drop?.()
  })

  it('waiting mail is read only by whom it concerns: a lead’s notice by who may see the lead, a digest by its counsellor, a data request’s link by the admin', async () => {
    const davanagere = await ownedBy(anita)
    await tellOwner(handle.db, davanagere.id, davanagere.assignment, noSmtp)
    await setNextAction(handle.db, davanagere.id, admin, {
      action: 'call',
      dueAt: new Date('2026-12-02T05:00:00Z'),
    })
    expect(await sendDeskDigests(handle.db, new Date('2026-12-02T04:00:00Z'), noSmtp)).toBe(1)
    const received = await receiveDataRequest(handle.db, request(davanagere.email!), from(), noSmtp)
    expect(received).toMatchObject({ ok: true, mail: { sent: false } })

    const desk = async (viewer: Viewer) =>
      (await listWaitingMail(handle.db, viewer, 'desk')).map((m) => `${m.kind} ${m.to}`)
    expect(await desk(anita)).toEqual([`lead ${anita.email}`, `digest ${anita.email}`])
    // Another office's counsellor sees none of it, nor does an editor.
    expect(await desk(chitra)).toEqual([])
    expect(await desk(editor)).toEqual([])
    expect(await desk(admin)).toEqual(expect.arrayContaining(await desk(anita)))
    expect(await countWaitingMail(handle.db, chitra)).toBe(0)

    // The link that confirms a family's data request: the admin's alone.
    const links = async (viewer: Viewer) => listWaitingMail(handle.db, viewer, 'data-requests')
    expect(await links(anita)).toEqual([])
    expect(await links(chitra)).toEqual([])
    const [link] = (await links(admin)).filter((m) => m.to === davanagere.email)
    expect(link!.body).toMatch(/verify\?token=[A-Za-z0-9_-]{43}/)

    // Marking is refused where reading is: nothing changes.
    const notice = (await listWaitingMail(handle.db, anita, 'desk'))[0]!
    expect(await markMailSent(handle.db, chitra, notice.id)).toBe(false)
    expect(await markMailSent(handle.db, anita, link!.id)).toBe(false)
    expect(await markMailSent(handle.db, anita, notice.id)).toBe(true)
    expect(await markMailSent(handle.db, admin, link!.id)).toBe(true)
    // Once sent, the link is kept nowhere.
    const kept = rowsOf<{ body: string }>(
      await handle.db.execute(sql`select body from mail_outbox where id = ${link!.id}`),
    )
    expect(kept[0]!.body).not.toMatch(/token=/)
    expect(await desk(anita)).toEqual([`digest ${anita.email}`])
  })

  it('a data request is handled by the admin, or by the counsellor who may see every lead it names', async () => {
    const ours = await ownedBy(anita)
    const theirs = await ownedBy(chitra, { phone: phone() })
    const visible = await submitDataRequest(handle.db, request(ours.email!), from())
    const mixed = await submitDataRequest(handle.db, request(ours.email!, theirs.phone!), from())
    const nobody = await submitDataRequest(
      handle.db,
      request(`${unique('stranger')}@example.com`),
      from(),
    )
    if (!visible.ok || !mixed.ok || !nobody.ok) throw new Error('refused')

    const listed = async (viewer: Viewer) =>
      new Set((await listDataRequests(handle.db, viewer, 'open')).map((r) => r.id))
    const forAnita = await listed(anita)
    const forChitra = await listed(chitra)
    const forAdmin = await listed(admin)
    const forEditor = await listed(editor)
    expect(forAnita.has(visible.id)).toBe(true)
    expect(forAnita.has(mixed.id)).toBe(false)
    expect(forAnita.has(nobody.id)).toBe(false)
    expect([visible.id, mixed.id, nobody.id].some((id) => forChitra.has(id))).toBe(false)
    expect([visible.id, mixed.id, nobody.id].every((id) => forAdmin.has(id))).toBe(true)
    expect(forEditor.size).toBe(0)

    expect(await getDataRequestFor(handle.db, anita, visible.id)).toBeDefined()
    expect(await getDataRequestFor(handle.db, chitra, visible.id)).toBeUndefined()
    expect(await getDataRequestFor(handle.db, anita, mixed.id)).toBeUndefined()
    expect(await countOpenDataRequests(handle.db, chitra)).toBeLessThan(
      await countOpenDataRequests(handle.db, admin),
    )
  })

  it('an erasure leaves none of the family’s words in any table but the request’s own record', async () => {
    const family = {
      name: 'Vasudha Kulkarni',
      email: `${unique('vasudha')}@example.com`,
      phone: phone(),
      father: 'Ramachandra Kulkarni',
    }
    const first = await ownedBy(anita, {
      name: family.name,
      email: family.email,
      phone: family.phone,
      data: {
        name: family.name,
        fatherName: family.father,
        neetScore: 587,
        preferredCountry: 'Georgia',
      },
    })
    // The same family again, from the father's address: merged into the first.
    const repeat = await store({
      name: family.father,
      email: `${unique('father')}@example.com`,
      phone: family.phone,
      data: { name: family.father },
    })
    await reassignLeads(handle.db, [repeat.id], anita.id, admin)
    expect(await mergeLead(handle.db, repeat.id, first.id, anita)).toBe('merged')

    await tellOwner(handle.db, first.id, first.assignment, noSmtp)
    await addNote(
      handle.db,
      first.id,
      anita,
      `${family.name} (${family.phone}), NEET 587, father ${family.father}`,
    )
    await logContact(handle.db, first.id, anita, {
      channel: 'whatsapp',
      body: `Hello ${family.name}, this is Anita about Georgia.`,
      template: 'First reply',
    })
    await setNextAction(handle.db, first.id, anita, {
      action: 'call',
      dueAt: new Date('2026-12-03T05:00:00Z'),
    })
    expect(await sendDeskDigests(handle.db, new Date('2026-12-03T04:00:00Z'), noSmtp)).toBe(1)
    await setLeadStatus(
      handle.db,
      first.id,
      {
        status: 'converted',
        subStatusId: null,
        outcome: 'admitted',
        outcomeDetail: `${family.name} admitted to TSMU`,
      },
      anita.email,
    )

    const stored = await submitDataRequest(handle.db, request(family.email), from())
    if (!stored.ok || !stored.emailLink) throw new Error('no link')
    await confirmEmailLink(handle.db, stored.emailLink.token)
    const shown = await verifiedMatchingLeads(handle.db, stored.id)
    expect(shown.map((l) => l.id)).toEqual([first.id])
    const erased = await eraseLeadsForRequest(handle.db, {
      requestId: stored.id,
      leadIds: [first.id],
      staff: admin,
    })
    expect(erased).toMatchObject({ ok: true })
    expect((erased as { erased: string[] }).erased.sort()).toEqual([first.id, repeat.id].sort())

    // Every text and JSON column of every table, searched for each value the family gave.
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await handle.db.execute(sql`
        select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'jsonb', 'json')
        order by 1, 2`),
    )
    expect(new Set(columns.map((c) => c.table_name)).size).toBeGreaterThan(20)
    // The request is the person's own record of what they asked and what was done.
    const requestRecord = new Set([
      'data_requests',
      'data_request_tokens',
      'data_request_verifications',
    ])
    const values = [family.name, family.email, family.phone, family.phone.slice(3), family.father]
    const found: string[] = []
    for (const { table_name, column_name } of columns) {
      if (requestRecord.has(table_name)) continue
      for (const value of values) {
        const rows = rowsOf<{ n: number }>(
          await handle.db.execute(
            sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${value}%`}`,
          ),
        )
        if (rows[0]!.n > 0) found.push(`${table_name}.${column_name}: ${value}`)
      }
    }
    expect(found).toEqual([])
    // The search read the tables where the desk writes a family's words.
    for (const table of [
      'leads',
      'lead_events',
      'lead_status_changes',
      'mail_outbox',
      'rate_limits',
    ]) {
      expect(columns.some((c) => c.table_name === table)).toBe(true)
    }
    // What happened stays: the timeline's entries and the outcome.
    const left = rowsOf<{ kind: string; body: string | null }>(
      await handle.db.execute(
        sql`select kind, body from lead_events where lead_id = ${first.id} order by id`,
      ),
    )
    expect(left.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['assigned', 'mail', 'note', 'contact', 'merged']),
    )
    expect(left.filter((e) => e.kind === 'note').map((e) => e.body)).toEqual(['[erased]'])
  })
})
