import 'server-only'

import path from 'node:path'
import { z } from 'zod'

import { describeIssues, EnvError, optional, publicEnvSchema } from '@/lib/public-env'

const flag = optional(z.enum(['true', 'false', '1', '0'], 'must be true or false')).transform(
  (value) => value === 'true' || value === '1',
)

export const serverEnvSchema = publicEnvSchema
  .extend({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])).transform(
      (value) => value ?? 'production',
    ),
    PORT: optional(z.coerce.number('must be a number').int().min(1).max(65535)).transform(
      (value) => value ?? 3000,
    ),
    DATA_DIR: optional(z.string()).transform((value) =>
      path.resolve(/* turbopackIgnore: true */ value ?? '.data'),
    ),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL'),
    ),
    // Read by lib/cache/shared-cache-handler.mjs, outside the app's bundle; checked here so a
    // wrong value stops the server at start with its name.
    REDIS_URL: optional(
      z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }),
    ),
    // The cache handler's own switch (it compares "TRUE" case-insensitively): where CONFIG is
    // disabled, the deployer vouches that the server sends key-space events.
    SKIP_KEYSPACE_CONFIG_CHECK: optional(
      z.string().regex(/^(true|false)$/i, 'must be true or false'),
    ).transform((value) => value?.toLowerCase() === 'true'),
    REDIS_GET_TIMEOUT_MS: optional(
      z.coerce.number('must be a number').int('must be a whole number').min(50).max(10_000),
    ),
    GOOGLE_SHEETS_WEBHOOK_URL: optional(
      z.url({ protocol: /^https?$/, error: 'must be the http(s) URL of the Apps Script web app' }),
    ),
    GOOGLE_SHEETS_WEBHOOK_SECRET: optional(
      z.string().min(16, 'must be at least 16 characters (use a long random string)'),
    ),
    // Outgoing mail (data-request links). Unset, messages wait in the dashboard's outbox.
    SMTP_URL: optional(
      z.url({
        protocol: /^smtps?$/,
        error:
          'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465',
      }),
    ),
    MAIL_FROM: optional(
      z
        .string()
        .regex(
          /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/,
          'must be an e-mail address, or a name and address such as MedPathway Abroad <privacy@example.com>',
        ),
    ),
    SUPABASE_SERVICE_ROLE_KEY: optional(z.string()),
    ADMIN_EMAIL: optional(z.email('must be an e-mail address').transform((v) => v.toLowerCase())),
    ADMIN_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters')),
    DEMO_MODE: flag,
    // Editors may publish, schedule and withdraw articles themselves; unset, only the admin
    // does, and editors write drafts for the admin to publish.
    NEWSROOM_STAFF_PUBLISH: flag,
    // A demonstration deployment: placeholder contact details and Grievance Officer are
    // allowed (a production start refuses them otherwise), and every page says so in a banner.
    DEMO_SITE: flag,
    // The Grievance Officer the privacy policy names (SPDI Rules 2011 r.5(9); DPDP Rules 2025
    // r.9): unset, the page says the officer is not yet named and the server warns.
    GRIEVANCE_OFFICER_NAME: optional(z.string().min(2, 'must be a name of 2 characters or more')),
    GRIEVANCE_OFFICER_EMAIL: optional(z.email('must be an e-mail address')),
    GRIEVANCE_OFFICER_PHONE: optional(
      z.string().regex(/^\+?[0-9 ()-]{8,20}$/, 'must be a phone number such as +91 98765 43210'),
    ),
    // The server's own backups (lib/backup/schedule.ts): the folder, how often, how many kept,
    // and a command run after each to copy the file off the machine ($BACKUP_FILE names it).
    BACKUP_DIR: optional(z.string()).transform((value) =>
      value ? path.resolve(/* turbopackIgnore: true */ value) : undefined,
    ),
    BACKUP_INTERVAL_HOURS: optional(
      z.coerce.number('must be a number').int('must be a whole number').min(1).max(168),
    ).transform((value) => value ?? 24),
    BACKUP_KEEP_DAILY: optional(
      z.coerce.number('must be a number').int('must be a whole number').min(1).max(365),
    ).transform((value) => value ?? 7),
    BACKUP_KEEP_WEEKLY: optional(
      z.coerce.number('must be a number').int('must be a whole number').min(0).max(520),
    ).transform((value) => value ?? 4),
    BACKUP_COMMAND: optional(z.string().min(1)),
    TRUSTED_PROXY_HOPS: optional(
      z.coerce.number('must be a number').int('must be a whole number').min(0).max(10),
    ).transform((value) => value ?? 0),
  })
  .superRefine((env, ctx) => {
    if (env.GOOGLE_SHEETS_WEBHOOK_URL && !env.GOOGLE_SHEETS_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_SHEETS_WEBHOOK_SECRET'],
        message: 'must be set when GOOGLE_SHEETS_WEBHOOK_URL is set (the Apps Script checks it)',
      })
    }
    if (Boolean(env.NEXT_PUBLIC_SUPABASE_URL) !== Boolean(env.NEXT_PUBLIC_SUPABASE_ANON_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [
          env.NEXT_PUBLIC_SUPABASE_URL
            ? 'NEXT_PUBLIC_SUPABASE_ANON_KEY'
            : 'NEXT_PUBLIC_SUPABASE_URL',
        ],
        message: 'must be set together with the other Supabase variable',
      })
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'must be set when ADMIN_PASSWORD is set',
      })
    }
  })

export type ServerEnv = z.infer<typeof serverEnvSchema>

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source)
  if (!result.success) throw new EnvError(describeIssues(result.error))
  return result.data
}

let cached: ServerEnv | undefined

/** The validated server environment, read from process.env once per process. */
export function env(): ServerEnv {
  cached ??= parseServerEnv(process.env)
  return cached
}
