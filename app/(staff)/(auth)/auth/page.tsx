import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AuthPanel } from '@/components/auth/auth-panel'
import { SignedOutNotice } from '@/components/auth/signed-out-notice'
import { adminEmail } from '@/lib/auth/admin'
import { getStaff } from '@/lib/auth/session'
import { env } from '@/lib/env'

export const metadata: Metadata = {
  title: 'Staff sign in',
  description: 'Sign in to the staff dashboard.',
  robots: { index: false, follow: false },
}

export default async function AuthPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  if (await getStaff()) redirect('/dashboard')
  const { DEMO_MODE, ADMIN_PASSWORD } = env()
  const signedOut = (await searchParams)['signed-out'] === '1'
  return (
    <div className="border-border mx-auto max-w-md rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold">Staff sign in</h1>
      <p className="text-muted-foreground mt-1 mb-6 text-sm">
        For counsellors of the consultancy. Families do not need an account.
      </p>
      {signedOut ? <SignedOutNotice /> : null}
      <AuthPanel demo={DEMO_MODE ? { email: adminEmail(), password: ADMIN_PASSWORD } : undefined} />
    </div>
  )
}
