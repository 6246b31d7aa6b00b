import { MessageCircle } from 'lucide'

import { Icon } from '@/components/ui/icon'
import { whatsappHref } from '@/lib/site'

/**
 * The floating chat button. It fades in 1.5 s after the page appears with CSS alone (no
 * JavaScript), and it is fixed in place, so it never shifts the layout.
 */
export function WhatsAppButton() {
  return (
    <aside aria-label="Chat">
      <a
        href={whatsappHref()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        data-testid="whatsapp-button"
        className="animate-fade-in-late bg-whatsapp fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full text-white shadow-lg transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
      >
        <Icon icon={MessageCircle} className="size-7" />
      </a>
    </aside>
  )
}
