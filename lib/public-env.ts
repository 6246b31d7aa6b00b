import { z } from 'zod'

/**
 * The NEXT_PUBLIC_* variables. Next inlines them into the build, so they are read here by
 * their literal names and nowhere else; this module is safe in the browser. lib/env.ts
 * validates them again, with everything else, when the server starts.
 */

/** Treats an empty or blank value as unset, so `FOO=` in a .env file means "use the default". */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    schema.optional(),
  )
}

const origin = z
  .url({
    protocol: /^https?$/,
    error: 'must be an absolute http(s) URL such as https://www.example.com',
  })
  .transform((value) => new URL(value).origin)

/**
 * The https address of a page on one social network (a subdomain such as in.linkedin.com
 * included), not the network's home page.
 */
function socialProfile(network: string, hosts: readonly string[], example: string) {
  const message = `must be the https address of your ${network} page, such as ${example}`
  return optional(
    z.url({ protocol: /^https$/, error: message }).refine((value) => {
      // Every check runs, this one even when z.url has refused the value.
      if (!URL.canParse(value)) return false
      const url = new URL(value)
      const onNetwork = hosts.some(
        (host) => url.hostname === host || url.hostname.endsWith(`.${host}`),
      )
      return onNetwork && url.pathname.replace(/\/+$/, '') !== ''
    }, message),
  )
}

export const publicEnvSchema = z.object({
  NEXT_PUBLIC_SITE_URL: optional(origin).transform((value) => value ?? 'http://localhost:3000'),
  // One number, or two separated by a comma (the footer and contact page show up to two).
  NEXT_PUBLIC_CONTACT_PHONE: optional(
    z
      .string()
      .transform((value) => value.split(',').map((number) => number.trim()))
      .pipe(
        z
          .array(
            z
              .string()
              .regex(
                /^\+?[0-9 ()-]{8,20}$/,
                'must be one or two phone numbers such as +91 98765 43210, separated by a comma',
              ),
          )
          .max(2, 'must be one or two phone numbers, separated by a comma'),
      ),
  ),
  NEXT_PUBLIC_CONTACT_EMAIL: optional(z.email('must be an e-mail address')),
  NEXT_PUBLIC_WHATSAPP_NUMBER: optional(
    z
      .string()
      .transform((value) => value.replace(/[\s()+-]/g, ''))
      .pipe(
        z
          .string()
          .regex(
            /^[1-9][0-9]{7,14}$/,
            'must be a full number with country code, e.g. 919876543210',
          ),
      ),
  ),
  NEXT_PUBLIC_FACEBOOK_URL: socialProfile(
    'Facebook',
    ['facebook.com', 'fb.com'],
    'https://www.facebook.com/yourpage',
  ),
  NEXT_PUBLIC_INSTAGRAM_URL: socialProfile(
    'Instagram',
    ['instagram.com'],
    'https://www.instagram.com/youraccount',
  ),
  NEXT_PUBLIC_YOUTUBE_URL: socialProfile(
    'YouTube',
    ['youtube.com'],
    'https://www.youtube.com/@yourchannel',
  ),
  NEXT_PUBLIC_LINKEDIN_URL: socialProfile(
    'LinkedIn',
    ['linkedin.com'],
    'https://www.linkedin.com/company/yourcompany',
  ),
  NEXT_PUBLIC_SUPABASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be a URL' })),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optional(z.string()),
})

export type PublicEnv = z.infer<typeof publicEnvSchema>

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`)
}

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const result = publicEnvSchema.safeParse(source)
  if (!result.success) throw new EnvError(describeIssues(result.error))
  return result.data
}

export const publicEnv = parsePublicEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_CONTACT_PHONE: process.env.NEXT_PUBLIC_CONTACT_PHONE,
  NEXT_PUBLIC_CONTACT_EMAIL: process.env.NEXT_PUBLIC_CONTACT_EMAIL,
  NEXT_PUBLIC_WHATSAPP_NUMBER: process.env.NEXT_PUBLIC_WHATSAPP_NUMBER,
  NEXT_PUBLIC_FACEBOOK_URL: process.env.NEXT_PUBLIC_FACEBOOK_URL,
  NEXT_PUBLIC_INSTAGRAM_URL: process.env.NEXT_PUBLIC_INSTAGRAM_URL,
  NEXT_PUBLIC_YOUTUBE_URL: process.env.NEXT_PUBLIC_YOUTUBE_URL,
  NEXT_PUBLIC_LINKEDIN_URL: process.env.NEXT_PUBLIC_LINKEDIN_URL,
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
})
