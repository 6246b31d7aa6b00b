import type { Metadata } from 'next'
import Link from 'next/link'

import { Logo } from '@/components/site/logo'
import { signOut } from '@/components/auth/actions'
import { staffPage } from '@/lib/auth/staff-action'
import { countOpenDataRequests } from '@/lib/data/data-requests'
import { countNewLeads } from '@/lib/data/staff-leads'

export const metadata: Metadata = {
  title: 'Dashboard',
  robots: { index: false, follow: false },
}

/**
 * The staff frame. The session is checked here on the server (proxy.ts only looks for a
 * cookie), and again in every page, route handler and action under it.
 */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const { staff, db } = await staffPage()
  const [newLeads, openRequests] = await Promise.all([countNewLeads(db), countOpenDataRequests(db)])
  return (
    <>
      <header className="border-border border-b bg-white">
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link href="/" className="flex items-center gap-2 rounded-md">
            <Logo className="flex items-center gap-2" />
          </Link>
          <nav aria-label="Dashboard" className="flex flex-wrap gap-1 text-sm font-medium">
            <Link href="/dashboard" className="hover:bg-muted rounded-md px-3 py-2">
              Universities
            </Link>
            <Link href="/dashboard/leads" className="hover:bg-muted rounded-md px-3 py-2">
              Leads{' '}
              <span className="bg-primary rounded-full px-2 py-0.5 text-xs text-white">
                {newLeads} new
              </span>
            </Link>
            <Link href="/dashboard/rates" className="hover:bg-muted rounded-md px-3 py-2">
              Rates
            </Link>
            <Link href="/dashboard/facts" className="hover:bg-muted rounded-md px-3 py-2">
              Facts
            </Link>
            <Link href="/dashboard/webinars" className="hover:bg-muted rounded-md px-3 py-2">
              Webinars
            </Link>
            <Link href="/dashboard/posts" className="hover:bg-muted rounded-md px-3 py-2">
              Blog and news
            </Link>
            <Link href="/dashboard/data-requests" className="hover:bg-muted rounded-md px-3 py-2">
              Data requests{' '}
              <span className="bg-primary rounded-full px-2 py-0.5 text-xs text-white">
                {openRequests} open
              </span>
            </Link>
            {staff.role === 'admin' ? (
              <>
                <Link href="/dashboard/claims" className="hover:bg-muted rounded-md px-3 py-2">
                  Claims
                </Link>
                <Link href="/dashboard/people" className="hover:bg-muted rounded-md px-3 py-2">
                  People
                </Link>
                <Link href="/dashboard/staff" className="hover:bg-muted rounded-md px-3 py-2">
                  Staff
                </Link>
              </>
            ) : null}
          </nav>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p>
              Logged in as: <span className="font-semibold">{staff.email}</span>
              {staff.role === 'admin' ? <span className="text-primary"> (Admin)</span> : null}
            </p>
            <form action={signOut}>
              <button
                type="submit"
                className="border-border hover:bg-muted min-h-10 rounded-md border bg-white px-4 font-medium"
              >
                Logout
              </button>
            </form>
          </div>
        </div>
      </header>
      <main id="main" className="bg-muted/40 min-h-[calc(100vh-4rem)]">
        {children}
      </main>
    </>
  )
}
