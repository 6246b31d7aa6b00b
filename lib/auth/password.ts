import 'server-only'

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * scrypt at OWASP's recommended cost (N = 2^17, r = 8, p = 1: 128 MiB and a few hundred
 * milliseconds a hash). The parameters are stored with each hash, so they can be raised later
 * without locking anyone out.
 */
const OWASP_COST = { N: 2 ** 17, r: 8, p: 1 }
const KEY_LENGTH = 32
let cost = OWASP_COST

/**
 * Tests whose subject is not the hash (the sign-in limits make dozens of attempts, each a full
 * hash of 128 MiB) hash at a lower N; `null` restores OWASP's. Refused in production.
 */
export function setHashCostForTests(N: number | null) {
  if (process.env.NODE_ENV === 'production')
    throw new Error('The hash cost is fixed in production.')
  cost = N === null ? OWASP_COST : { ...OWASP_COST, N }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * options.N! * options.r! + 32 * 1024 * 1024
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * A hash of a random password, checked when an e-mail has no account, so a wrong e-mail
 * costs as long as a wrong password and the answer time does not tell which it was.
 */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  return decoy
}
