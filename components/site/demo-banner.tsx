import { env } from '@/lib/env'

/**
 * On a demonstration deployment (DEMO_SITE), every page says that its contact details and
 * Grievance Officer are placeholders, so nobody relies on them. Read when the page is built.
 */
export function DemoBanner() {
  if (!env().DEMO_SITE) return null
  return (
    <aside
      aria-label="Demonstration site"
      className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
      data-testid="demo-banner"
    >
      <strong>Demonstration site.</strong> Its phone numbers, e-mail addresses and Grievance Officer
      are placeholders that reach nobody.
    </aside>
  )
}
