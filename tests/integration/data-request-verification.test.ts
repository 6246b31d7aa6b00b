import { createHash } from 'node:crypto'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  confirmEmailLink,
  emailLinkState,
  eraseLeadsForRequest,
  ERASED_NAME,
  listErasures,
  newEmailLink,
  recordPhoneVerification,
  verifiedMatchingLeads,
} from '@/lib/data/data-requests'
import { leadScope } from '@/lib/data/desk'
import { insertLead, type NewLead } from '@/lib/data/leads'
import { listWaitingMail, markMailSent } from '@/lib/data/mail-outbox'
import type { DatabaseHandle } from '@/lib/db/client'
import { dataRequestErasures, dataRequestTokens, leads } from '@/lib/db/schema'
import type { MailConfig } from '@/lib/mail/send'
import { receiveDataRequest } from '@/lib/privacy/receive'
import { dataRequestSchema, emailLinkTokenSchema } from '@/lib/validation/data-request'

import { testBackends } from '../support/backends'
import { startSmtpSink, verificationLink, type SmtpSink } from '../support/smtp-sink'

const SITE = 'https://www.medpathway.example'
const admin = { id: 'admin', email: 'admin@clinic.example', role: 'admin' as const, office: null }
const counsellor = { email: 'counsellor@clinic.example', role: 'counsellor' as const }

let sequence = 0
function unique(tag: string) {
  sequence += 1
  return `${tag}-${sequence}-${Date.now()}@example.com`
}

function lead(email: string | undefined, phone: string | undefined): NewLead {
  sequence += 1
  return {
    formType: 'callback',
    name: 'Meera Iyer',
    email,
    phone,
    data: { name: 'Meera Iyer', phone, email, preferredCountry: 'Georgia' },
    consentVersion: '2026-11-22',
    sourcePage: '/contact',
    idempotencyKey: `verification-test-${sequence}-${Date.now()}`,
  }
}

function request(kind: 'erasure' | 'access', email?: string, phone?: string) {
  const parsed = dataRequestSchema.safeParse({ kind, name: 'Meera Iyer', email, phone })
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues))
  return parsed.data
}

function tokenOf(link: URL): string {
  return emailLinkTokenSchema.parse(link.searchParams.get('token'))
}

describe.each(testBackends())('data-request verification and erasure on $name', ({ open }) => {
  let handle: DatabaseHandle & { drop?: () => Promise<void> }
  let smtp: SmtpSink
  let mail: MailConfig
  let address = 0
  // Each request from its own client address, so the per-address limit never interferes.
  const from = () => `10.1.0.${++address}`

  beforeAll(async () => {
    handle = await open()
    smtp = await startSmtpSink()
    mail = { smtpUrl: smtp.url, from: 'MedPathway Abroad <privacy@medpathway.example>' }
  })
  afterAll(async () => {
    await smtp?.close()
    await handle?.close()
    await handle?.drop?.()
  })

  it('a request with an e-mail mails it a one-time link over SMTP; only its hash is stored', async () => {
    const email = unique('mailed')
    const since = smtp.messages.length
    const received = await receiveDataRequest(
      handle.db,
      request('erasure', email.toUpperCase()),
      from(),
      { siteUrl: SITE, mail },
    )
    expect(received).toMatchObject({ ok: true, mail: { sent: true } })
    const message = await smtp.waitFor(email, { since })
    expect(message.from).toBe('privacy@medpathway.example')
    expect(message.username).toBe('mailer')
    expect(message.subject).toMatch(/confirm your request/i)
    expect(message.text).toContain('to erase your personal data')
    expect(message.text).toContain('within 24 hours')
    // Nothing the requester typed goes to the mailbox (a stranger may have typed it).
    expect(message.text).not.toContain('Meera')
    const link = verificationLink(message)
    expect(link.origin + link.pathname).toBe(`${SITE}/privacy-policy/your-data/verify`)
    const token = tokenOf(link)

    const id = (received as { id: string }).id
    const [stored] = await handle.db
      .select()
      .from(dataRequestTokens)
      .where(eq(dataRequestTokens.requestId, id))
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(stored)).not.toContain(token)
    expect(stored!.email).toBe(email.toLowerCase())
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * 3_600_000)
    expect(await emailLinkState(handle.db, token)).toBe('live')
  })

  it('before the link is used no lead of the contact is listed and erasure is refused; the link verifies once only', async () => {
    const email = unique('victim')
    const phone = '+919845070001'
    const byEmail = await insertLead(handle.db, lead(email, undefined), 'unconfigured')
    const byPhone = await insertLead(handle.db, lead(undefined, phone), 'unconfigured')
    const since = smtp.messages.length
    const received = await receiveDataRequest(
      handle.db,
      request('erasure', email, '98450 70001'),
      from(),
      { siteUrl: SITE, mail },
    )
    if (!received.ok) throw new Error('refused')
    const token = tokenOf(verificationLink(await smtp.waitFor(email, { since })))

    expect(await verifiedMatchingLeads(handle.db, received.id)).toEqual([])
    expect(
      await eraseLeadsForRequest(handle.db, {
        requestId: received.id,
        leadIds: [byEmail.id, byPhone.id],
        staff: admin,
      }),
    ).toEqual({ ok: false, reason: 'not-verified' })
    const untouched = await handle.db.select().from(leads).where(eq(leads.id, byEmail.id))
    expect(untouched[0]).toMatchObject({ name: 'Meera Iyer', email, erasedAt: null })

    expect(await confirmEmailLink(handle.db, token)).toEqual({ ok: true, requestId: received.id })
    expect(await confirmEmailLink(handle.db, token)).toEqual({ ok: false, reason: 'used' })
    expect(await emailLinkState(handle.db, token)).toBe('used')
    expect(await confirmEmailLink(handle.db, 'A'.repeat(43))).toEqual({
      ok: false,
      reason: 'unknown',
    })

    // The e-mail is verified, the phone is not: only the e-mail's lead is listed.
    expect((await verifiedMatchingLeads(handle.db, received.id)).map((l) => l.id)).toEqual([
      byEmail.id,
    ])
    // A counsellor sees it listed only when the lead is one they may see: not another office's.
    await handle.db.update(leads).set({ office: 'hubballi' }).where(eq(leads.id, byEmail.id))
    const elsewhere = leadScope({
      id: 'anita',
      email: counsellor.email,
      role: 'counsellor',
      office: 'davanagere',
    })
    expect(await verifiedMatchingLeads(handle.db, received.id, elsewhere)).toEqual([])
    const there = leadScope({
      id: 'chitra',
      email: 'c@x.example',
      role: 'counsellor',
      office: 'hubballi',
    })
    expect(await verifiedMatchingLeads(handle.db, received.id, there)).toHaveLength(1)
    expect(
      await eraseLeadsForRequest(handle.db, {
        requestId: received.id,
        leadIds: [byEmail.id, byPhone.id],
        staff: admin,
      }),
    ).toEqual({ ok: false, reason: 'not-matching' })
  })

  it('a link no longer works after 24 hours; staff can send a new one until the e-mail is verified', async () => {
    const email = unique('late')
    const since = smtp.messages.length
    const received = await receiveDataRequest(handle.db, request('access', email), from(), {
      siteUrl: SITE,
      mail,
    })
    if (!received.ok) throw new Error('refused')
    const token = tokenOf(verificationLink(await smtp.waitFor(email, { since })))
    const later = new Date(Date.now() + 24 * 3_600_000 + 1000)
    expect(await emailLinkState(handle.db, token, later)).toBe('expired')
    expect(await confirmEmailLink(handle.db, token, later)).toEqual({
      ok: false,
      reason: 'expired',
    })

    const again = await newEmailLink(handle.db, received.id, later)
    if (!again.ok) throw new Error(again.reason)
    expect(await confirmEmailLink(handle.db, again.link.token, later)).toMatchObject({ ok: true })
    expect(await newEmailLink(handle.db, received.id)).toEqual({ ok: false, reason: 'verified' })
  })

  it('a phone-only request sends no mail and cannot be erased until staff record a verification', async () => {
    const phone = '+919845070002'
    const first = await insertLead(handle.db, lead(unique('phone-a'), phone), 'unconfigured')
    const second = await insertLead(handle.db, lead(undefined, phone), 'pending')
    const since = smtp.messages.length
    const received = await receiveDataRequest(
      handle.db,
      request('erasure', undefined, '098450 70002'),
      from(),
      { siteUrl: SITE, mail },
    )
    if (!received.ok) throw new Error('refused')
    expect(received.mail).toBeUndefined()
    expect(smtp.messages.length).toBe(since)

    expect(await verifiedMatchingLeads(handle.db, received.id)).toEqual([])
    expect(
      await eraseLeadsForRequest(handle.db, {
        requestId: received.id,
        leadIds: [first.id, second.id],
        staff: admin,
      }),
    ).toEqual({ ok: false, reason: 'not-verified' })

    expect(
      await recordPhoneVerification(
        handle.db,
        received.id,
        'Called the number; Meera confirmed the request.',
        counsellor.email,
      ),
    ).toBe('recorded')
    expect(
      await recordPhoneVerification(handle.db, received.id, 'Called again.', admin.email),
    ).toBe('already')
    const listed = (await verifiedMatchingLeads(handle.db, received.id)).map((l) => l.id)
    expect(listed.sort()).toEqual([first.id, second.id].sort())

    // A counsellor sees the list but cannot erase it.
    expect(
      await eraseLeadsForRequest(handle.db, {
        requestId: received.id,
        leadIds: listed,
        staff: counsellor,
      }),
    ).toEqual({ ok: false, reason: 'not-admin' })
    const [kept] = await handle.db.select().from(leads).where(eq(leads.id, first.id))
    expect(kept!.erasedAt).toBeNull()

    const erased = await eraseLeadsForRequest(handle.db, {
      requestId: received.id,
      leadIds: listed,
      staff: admin,
    })
    expect(erased).toMatchObject({ ok: true, erased: [...listed].sort() })
  })

  it('erasure takes exactly the listed leads and logs who, when, which and how many', async () => {
    const email = unique('exact')
    const leadsOfEmail = []
    for (let i = 0; i < 3; i++) {
      leadsOfEmail.push(await insertLead(handle.db, lead(email, undefined), 'unconfigured'))
    }
    const stranger = await insertLead(
      handle.db,
      lead(unique('stranger'), undefined),
      'unconfigured',
    )
    const since = smtp.messages.length
    const received = await receiveDataRequest(handle.db, request('erasure', email), from(), {
      siteUrl: SITE,
      mail,
    })
    if (!received.ok) throw new Error('refused')
    const token = tokenOf(verificationLink(await smtp.waitFor(email, { since })))
    await confirmEmailLink(handle.db, token)
    const listed = (await verifiedMatchingLeads(handle.db, received.id)).map((l) => l.id)
    expect(listed.sort()).toEqual(leadsOfEmail.map((l) => l.id).sort())

    // A lead of someone else among the ids: nothing at all is erased.
    expect(
      await eraseLeadsForRequest(handle.db, {
        requestId: received.id,
        leadIds: [...listed, stranger.id],
        staff: admin,
      }),
    ).toEqual({ ok: false, reason: 'not-matching' })
    expect(await verifiedMatchingLeads(handle.db, received.id)).toHaveLength(3)

    // Two of the three shown: those two go, the third stays.
    const chosen = listed.slice(0, 2)
    const now = new Date('2026-11-27T09:30:00Z')
    const erased = await eraseLeadsForRequest(handle.db, {
      requestId: received.id,
      leadIds: chosen,
      staff: admin,
      now,
    })
    expect(erased).toMatchObject({ ok: true, erased: [...chosen].sort() })
    for (const id of chosen) {
      const [row] = await handle.db.select().from(leads).where(eq(leads.id, id))
      expect(row).toMatchObject({ name: ERASED_NAME, email: null, phone: null })
      expect(row!.erasedAt?.toISOString()).toBe(now.toISOString())
    }
    expect((await verifiedMatchingLeads(handle.db, received.id)).map((l) => l.id)).toEqual([
      listed[2],
    ])
    const [other] = await handle.db.select().from(leads).where(eq(leads.id, stranger.id))
    expect(other!.erasedAt).toBeNull()

    const log = await listErasures(handle.db, received.id)
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({
      requestId: received.id,
      leadIds: [...chosen].sort(),
      count: 2,
      erasedBy: admin.email,
    })
    expect(log[0]!.erasedAt.toISOString()).toBe(now.toISOString())

    // Already erased ids cannot be erased (or logged) twice.
    expect(
      await eraseLeadsForRequest(handle.db, {
        requestId: received.id,
        leadIds: chosen,
        staff: admin,
      }),
    ).toEqual({ ok: false, reason: 'not-matching' })
    const rows = await handle.db
      .select()
      .from(dataRequestErasures)
      .where(eq(dataRequestErasures.requestId, received.id))
    expect(rows).toHaveLength(1)
  })

  it('only an open erasure request erases', async () => {
    const email = unique('access')
    const own = await insertLead(handle.db, lead(email, undefined), 'unconfigured')
    const since = smtp.messages.length
    const received = await receiveDataRequest(handle.db, request('access', email), from(), {
      siteUrl: SITE,
      mail,
    })
    if (!received.ok) throw new Error('refused')
    await confirmEmailLink(
      handle.db,
      tokenOf(verificationLink(await smtp.waitFor(email, { since }))),
    )
    expect((await verifiedMatchingLeads(handle.db, received.id)).map((l) => l.id)).toEqual([own.id])
    expect(
      await eraseLeadsForRequest(handle.db, {
        requestId: received.id,
        leadIds: [own.id],
        staff: admin,
      }),
    ).toEqual({ ok: false, reason: 'not-erasure' })
  })

  it('without SMTP, or when the server refuses, the message waits in the outbox until marked sent', async () => {
    const email = unique('outbox')
    const received = await receiveDataRequest(handle.db, request('erasure', email), from(), {
      siteUrl: SITE,
      mail: { from: mail.from },
    })
    expect(received).toMatchObject({
      ok: true,
      mail: { sent: false, reason: 'SMTP_URL is not set' },
    })
    const waiting = (await listWaitingMail(handle.db, admin, 'data-requests')).find(
      (m) => m.to === email,
    )
    expect(waiting).toMatchObject({ subject: expect.stringMatching(/confirm your request/i) })
    expect(waiting!.body).toMatch(/\/privacy-policy\/your-data\/verify\?token=[A-Za-z0-9_-]{43}/)

    smtp.behaviour = 'refuse'
    try {
      const refusedTo = unique('refused')
      const refused = await receiveDataRequest(handle.db, request('erasure', refusedTo), from(), {
        siteUrl: SITE,
        mail,
      })
      expect(refused).toMatchObject({ ok: true, mail: { sent: false } })
      const kept = (await listWaitingMail(handle.db, admin, 'data-requests')).find(
        (m) => m.to === refusedTo,
      )
      expect(kept?.reason).toMatch(/^SMTP refused it: .*550/)
    } finally {
      smtp.behaviour = 'accept'
    }

    expect(await markMailSent(handle.db, admin, waiting!.id)).toBe(true)
    expect(await markMailSent(handle.db, admin, waiting!.id)).toBe(false)
    expect(
      (await listWaitingMail(handle.db, admin, 'data-requests')).map((m) => m.id),
    ).not.toContain(waiting!.id)
  })

  it('no more than three links a day go to one address, whoever asks', async () => {
    const email = unique('flood')
    const since = smtp.messages.length
    const outcomes = []
    for (let i = 0; i < 5; i++) {
      outcomes.push(
        await receiveDataRequest(handle.db, request('erasure', email), from(), {
          siteUrl: SITE,
          mail,
        }),
      )
    }
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true)
    expect(outcomes.filter((outcome) => outcome.ok && outcome.mail).length).toBe(3)
    await smtp.waitFor(email, { since })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(smtp.messages.slice(since).filter((m) => m.to.includes(email)).length).toBe(3)
  })
})
