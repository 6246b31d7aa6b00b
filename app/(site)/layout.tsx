import { SiteShell } from '@/components/site/site-shell'

// Static pages are regenerated at most daily, so dated text (the footer's year) stays true.
export const revalidate = 86400

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}
