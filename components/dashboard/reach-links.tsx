'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { logReachAction } from '@/components/dashboard/lead-actions'
import { buttonVariants } from '@/components/ui/button'

export type ReachLink = {
  key: string
  label: string
  href: string
  channel: 'call' | 'whatsapp'
  templateId?: number
  /** Placeholders of its template this lead has no value for: the message shows "[country]". */
  missing?: readonly string[]
}

/**
 * The call and WhatsApp links of a lead's page. Each opens the phone's dialler or WhatsApp as
 * a link does, and logs itself on the timeline as it goes (without JavaScript the link still
 * works, and the contact is logged with the form below it).
 */
export function ReachLinks({ leadId, links }: { leadId: string; links: readonly ReachLink[] }) {
  const router = useRouter()
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Reach the family">
      {links.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            {...(link.channel === 'whatsapp'
              ? { target: '_blank', rel: 'noopener noreferrer' }
              : {})}
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
            onClick={() => {
              void logReachAction({
                leadId,
                channel: link.channel,
                templateId: link.templateId,
              }).then((answer) => {
                if (answer.ok) router.refresh()
                else toast.error(answer.message)
              })
            }}
          >
            {link.label}
          </a>
          {link.missing && link.missing.length > 0 ? (
            <p className="mt-1 max-w-56 text-xs text-amber-900">
              No {link.missing.join(' or ')} on this lead: the message says [
              {link.missing.join('], [')}]. Fill it in WhatsApp before sending.
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
