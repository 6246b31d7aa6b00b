import type { UserRole } from '@/lib/db/schema'

/** A signed-in member of staff, whichever provider vouched for them. */
export type Staff = {
  id: string
  email: string
  role: UserRole
  provider: 'local' | 'supabase'
}

export type SignInResult =
  | { ok: true; staff: Staff }
  | {
      ok: false
      reason: 'invalid' | 'limited' | 'pending' | 'disabled' | 'unavailable'
      retryAfterSeconds?: number
      message?: string
    }

export type SignUpResult =
  | { ok: true; pending: boolean }
  | { ok: false; reason: 'reserved' | 'unavailable'; message?: string }
