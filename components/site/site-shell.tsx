import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { WhatsAppButton } from '@/components/site/whatsapp-button'
import { LeadTracker } from '@/components/leads/lead-tracker'
import { DeferredToaster } from '@/components/site/deferred-toaster'
import { IntentPrefetch } from '@/components/site/intent-prefetch'
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'

/** Header, main, footer and chat button: the frame of every public page, the 404 included. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="bg-primary sr-only z-50 rounded-md px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="pt-header min-h-[60vh]">
        {children}
      </main>
      <HydrateWhenNear id="site-footer">
        <SiteFooter />
      </HydrateWhenNear>
      <WhatsAppButton />
      <DeferredToaster />
      <LeadTracker />
      <IntentPrefetch />
    </>
  )
}
