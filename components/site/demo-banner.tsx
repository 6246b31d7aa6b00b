import { env } from '@/lib/env'

/**
 * On a demonstration deployment (DEMO_SITE), every page says that its contact details and
 * Grievance Officer are placeholders, so nobody relies on them. Fixed above the page and the
 * fixed header, which start below it (app/globals.css). Read when the page is built.
 */
export function DemoBanner() {
  if (!env().DEMO_SITE) return null
  return (
    <aside
      aria-label="Demonstration site"
      data-demo-banner=""
      className="fixed inset-x-0 top-0 z-50 flex h-(--demo-banner) items-center justify-center overflow-hidden bg-amber-100 px-4 text-center text-sm text-amber-950"
    >
      <p className="truncate">
        <strong>Demo site:</strong>{' '}
        <span className="sm:hidden">its contact details are placeholders.</span>
        <span className="hidden sm:inline">
          its phone numbers, e-mail addresses and Grievance Officer are placeholders that reach
          nobody.
        </span>
      </p>
    </aside>
  )
}
