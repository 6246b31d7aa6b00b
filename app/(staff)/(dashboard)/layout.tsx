import type { Metadata } from 'next'
import Link from 'next/link'

import { Logo } from '@/components/site/logo'
import { signOut } from '@/components/auth/actions'
import { mayEnter, roleLabels, type StaffArea } from '@/lib/staff/roles'
import { staffPage } from '@/lib/auth/staff-action'
import { countOpenDataRequests } from '@/lib/data/data-requests'
import { viewerOf } from '@/lib/data/desk'
import { countWaitingMail } from '@/lib/data/mail-outbox'
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
  const { staff, db } = await staffPage('any')
  const works = mayEnter(staff.role, 'leads')
  const viewer = works ? await viewerOf(db, staff) : null
  const [newLeads, openRequests, waitingMail] = viewer
    ? await Promise.all([
        countNewLeads(db, viewer),
        countOpenDataRequests(db, viewer),
        countWaitingMail(db, viewer),
      ])
    : [0, 0, 0]
  // Each area's screens, shown to the roles that may open them.
  const links: { href: string; label: string; area: StaffArea; count?: string }[] = [
    { href: '/dashboard/my-day', label: 'My day', area: 'leads' },
    { href: '/dashboard/leads', label: 'Leads', area: 'leads', count: `${newLeads} new` },
    { href: '/dashboard/leads/board', label: 'Pipeline', area: 'leads' },
    { href: '/dashboard', label: 'Universities', area: 'content' },
    { href: '/dashboard/rates', label: 'Rates', area: 'content' },
    { href: '/dashboard/facts', label: 'Facts', area: 'content' },
    { href: '/dashboard/webinars', label: 'Webinars', area: 'content' },
    { href: '/dashboard/posts', label: 'Blog and news', area: 'content' },
    ...(waitingMail > 0
      ? [
          {
            href: '/dashboard/mail',
            label: 'Mail waiting',
            area: 'leads' as const,
            count: String(waitingMail),
          },
        ]
      : []),
    {
      href: '/dashboard/data-requests',
      label: 'Data requests',
      area: 'leads',
      count: `${openRequests} open`,
    },
    { href: '/dashboard/reports', label: 'Reports', area: 'admin' },
    { href: '/dashboard/desk-settings', label: 'Desk settings', area: 'admin' },
    { href: '/dashboard/claims', label: 'Claims', area: 'admin' },
    { href: '/dashboard/people', label: 'People', area: 'admin' },
    { href: '/dashboard/staff', label: 'Staff', area: 'admin' },
  ]
  return (
    <>
      <header className="border-border border-b bg-white">
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link href="/" className="flex items-center gap-2 rounded-md">
            <Logo className="flex items-center gap-2" />
          </Link>
          <nav aria-label="Dashboard" className="flex flex-wrap gap-1 text-sm font-medium">
            {links
              .filter((link) => mayEnter(staff.role, link.area))
              .map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  className="hover:bg-muted rounded-md px-3 py-2"
                >
                  {link.label}
                  {link.count ? (
                    <>
                      {' '}
                      <span className="bg-primary rounded-full px-2 py-0.5 text-xs text-white">
                        {link.count}
                      </span>
                    </>
                  ) : null}
                </Link>
              ))}
          </nav>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p>
              Logged in as: <span className="font-semibold">{staff.email}</span>
              <span className="text-primary"> ({roleLabels[staff.role]})</span>
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
