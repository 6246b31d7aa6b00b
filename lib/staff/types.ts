import type { StaffRole } from '@/lib/staff/roles'

/** A signed-in member of staff, whichever provider vouched for them. */
export type Staff = {
  id: string
  email: string
  role: StaffRole
  provider: 'local' | 'supabase'
}

/** An account as the admin's staff page lists it, from either provider. */
export type StaffAccount = {
  id: string
  email: string
  role: StaffRole
  status: 'active' | 'pending' | 'disabled'
  createdAt: Date
  lastSignInAt: Date | null
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
  | { ok: false; reason: 'limited'; retryAfterSeconds: number; message?: string }
