import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { parseServerEnv } from '@/lib/env'
import { EnvError } from '@/lib/public-env'

function problems(source: Record<string, string>): string[] {
  try {
    parseServerEnv(source)
  } catch (error) {
    if (error instanceof EnvError) return error.problems
    throw error
  }
  return []
}

describe('server environment', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const env = parseServerEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      DATA_DIR: path.resolve('.data'),
      DEMO_MODE: false,
      TRUSTED_PROXY_HOPS: 0,
    })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('treats blank values as unset', () => {
    const env = parseServerEnv({ PORT: '', DEMO_MODE: ' ', DATABASE_URL: '' })
    expect(env).toMatchObject({ PORT: 3000, DEMO_MODE: false })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('names the variable in every message about a wrong value', () => {
    expect(
      problems({
        PORT: 'eighty',
        NEXT_PUBLIC_SITE_URL: 'example.com',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'localhost:6379',
        REDIS_GET_TIMEOUT_MS: '5',
        TRUSTED_PROXY_HOPS: '-1',
        DEMO_MODE: 'yes',
        ADMIN_EMAIL: 'not-an-email',
        NEXT_PUBLIC_WHATSAPP_NUMBER: '12',
      }).map((problem) => problem.split(':')[0]),
    ).toEqual([
      'NEXT_PUBLIC_SITE_URL',
      'NEXT_PUBLIC_WHATSAPP_NUMBER',
      'PORT',
      'DATABASE_URL',
      'REDIS_URL',
      'REDIS_GET_TIMEOUT_MS',
      'ADMIN_EMAIL',
      'DEMO_MODE',
      'TRUSTED_PROXY_HOPS',
    ])
  })

  it('requires the webhook secret with the webhook URL, and Supabase variables in pairs', () => {
    expect(
      problems({ GOOGLE_SHEETS_WEBHOOK_URL: 'https://script.google.com/macros/s/x/exec' }),
    ).toEqual([
      'GOOGLE_SHEETS_WEBHOOK_SECRET: must be set when GOOGLE_SHEETS_WEBHOOK_URL is set (the Apps Script checks it)',
    ])
    expect(problems({ NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co' })).toEqual([
      'NEXT_PUBLIC_SUPABASE_ANON_KEY: must be set together with the other Supabase variable',
    ])
    expect(problems({ ADMIN_PASSWORD: 'long enough password' })).toEqual([
      'ADMIN_EMAIL: must be set when ADMIN_PASSWORD is set',
    ])
  })

  it('takes an SMTP URL and a sender for outgoing mail, and names either when wrong', () => {
    expect(
      parseServerEnv({
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        MAIL_FROM: 'MedPathway Abroad <privacy@example.com>',
      }),
    ).toMatchObject({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'MedPathway Abroad <privacy@example.com>',
    })
    expect(parseServerEnv({ MAIL_FROM: 'privacy@example.com' }).MAIL_FROM).toBe(
      'privacy@example.com',
    )
    expect(
      problems({ SMTP_URL: 'https://smtp.example.com', MAIL_FROM: 'Privacy team' }).map(
        (problem) => problem.split(':')[0],
      ),
    ).toEqual(['SMTP_URL', 'MAIL_FROM'])
  })

  it('normalises what it accepts', () => {
    const env = parseServerEnv({
      NEXT_PUBLIC_SITE_URL: 'https://www.example.in/some/path',
      NEXT_PUBLIC_WHATSAPP_NUMBER: '+91 98450-12345',
      ADMIN_EMAIL: 'Admin@Example.COM',
      DEMO_MODE: 'true',
      TRUSTED_PROXY_HOPS: '1',
      DATA_DIR: '/srv/site-data',
    })
    expect(env).toMatchObject({
      NEXT_PUBLIC_SITE_URL: 'https://www.example.in',
      NEXT_PUBLIC_WHATSAPP_NUMBER: '919845012345',
      ADMIN_EMAIL: 'admin@example.com',
      DEMO_MODE: true,
      TRUSTED_PROXY_HOPS: 1,
      DATA_DIR: '/srv/site-data',
    })
  })
})
