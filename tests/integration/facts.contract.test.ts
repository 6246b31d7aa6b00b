import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { builtInUniversities } from '@/data/universities'
import { listFacts, recordFactCheck } from '@/lib/data/facts'
import type { DatabaseHandle } from '@/lib/db/client'
import { seedUniversitiesIfEmpty } from '@/lib/db/seed'
import { sendWeeklyFactDigest } from '@/lib/digests/facts'

import { testBackends } from '../support/backends'
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink'

const today = '2026-11-27'

describe.each(testBackends())('the facts desk on $name', ({ open }) => {
  let handle: DatabaseHandle & { drop?: () => Promise<void> }
  let smtp: SmtpSink

  beforeAll(async () => {
    handle = await open()
    await seedUniversitiesIfEmpty(handle.db)
    smtp = await startSmtpSink()
  })
  afterAll(async () => {
    await smtp.close()
    await handle.close()
    await handle.drop?.()
  })

  it('lists every fee, rate, caution, source and FMGE figure of the catalogue, stale first', async () => {
    const facts = await listFacts(handle.db, today)
    const kinds = new Set(facts.map((fact) => fact.kind))
    expect([...kinds].sort()).toEqual(['caution', 'fee', 'fmge', 'rate', 'source'])
    // Every built-in university that states a fee (one states none).
    expect(facts.filter((fact) => fact.kind === 'fee')).toHaveLength(
      builtInUniversities.filter((university) => university.tuitionFee).length,
    )
    expect(new Set(facts.map((fact) => fact.key)).size).toBe(facts.length)
    // Built-in rates were read in early 2026: more than 30 days ago.
    expect(facts.find((fact) => fact.key === 'rate:USD')?.stale[0]).toMatch(
      /^a rate read \d+ days ago$/,
    )
    const firstCurrent = facts.findIndex((fact) => fact.stale.length === 0)
    if (firstCurrent >= 0)
      expect(facts.slice(firstCurrent).every((fact) => fact.stale.length === 0)).toBe(true)
  })

  it('records who re-checked a fact, when and against what; the fact is then current', async () => {
    const before = (await listFacts(handle.db, today)).find((fact) => fact.key === 'fmge:June 2025')
    expect(before?.stale).toEqual(['never re-checked by a person'])
    await recordFactCheck(handle.db, {
      key: 'fmge:June 2025',
      by: 'counsellor@clinic.example',
      source: 'https://natboard.edu.in',
      note: 'Result notice read',
    })
    const after = (await listFacts(handle.db, new Date().toISOString().slice(0, 10))).find(
      (fact) => fact.key === 'fmge:June 2025',
    )
    expect(after?.stale).toEqual([])
    expect(after?.lastCheck).toMatchObject({
      by: 'counsellor@clinic.example',
      source: 'https://natboard.edu.in',
    })
  })

  it('mails the weekly digest of stale facts once a week over SMTP, and not at all without it', async () => {
    const mail = { smtpUrl: smtp.url, from: 'Desk <desk@clinic.example>' }
    const options = { to: 'admin@clinic.example', siteUrl: 'https://clinic.example', mail }
    const monday = new Date('2026-11-23T08:00:00Z')
    expect(
      await sendWeeklyFactDigest(handle.db, monday, { ...options, mail: { from: mail.from } }),
    ).toBe('no SMTP')
    expect(await sendWeeklyFactDigest(handle.db, monday, options)).toBe('sent')
    expect(await sendWeeklyFactDigest(handle.db, new Date('2026-11-27T08:00:00Z'), options)).toBe(
      'already sent this week',
    )
    const received = smtp.messages.filter((message) => message.to.includes('admin@clinic.example'))
    expect(received).toHaveLength(1)
    expect(received[0]?.subject).toMatch(/facts? to re-check this week$/)
    expect(received[0]?.text).toContain('https://clinic.example/dashboard/facts')
    expect(received[0]?.text).toContain('a rate read')
    expect(await sendWeeklyFactDigest(handle.db, new Date('2026-11-30T08:00:00Z'), options)).toBe(
      'sent',
    )
  })
})
