import { markMailSentAction } from '@/components/dashboard/mail-actions'
import { buttonVariants } from '@/components/ui/button'
import type { WaitingMail } from '@/lib/data/mail-outbox'
import { formatTime } from '@/lib/dates'

/**
 * Mail that SMTP did not take, in one of its two places: staff send each from their own
 * mailbox, word for word, then mark it sent. The list holds only what the account may read.
 */
export function WaitingMailList({
  mail,
  place,
  children,
}: {
  mail: WaitingMail[]
  place: 'desk' | 'data-requests'
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={`outbox-${place}-heading`}>
      <h2 id={`outbox-${place}-heading`} className="text-lg font-bold">
        Mail waiting to be sent ({mail.length})
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">{children}</p>
      {mail.length === 0 ? (
        <p className="text-muted-foreground mt-2 text-sm">Nothing is waiting.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {mail.map((message) => (
            <li
              key={message.id}
              className="border-border rounded-2xl border bg-white p-4 text-sm"
              aria-label={`Mail to ${message.to}`}
            >
              <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[6rem_1fr]">
                <dt className="text-muted-foreground">To</dt>
                <dd className="break-all">{message.to}</dd>
                <dt className="text-muted-foreground">Subject</dt>
                <dd>{message.subject}</dd>
                <dt className="text-muted-foreground">Waiting since</dt>
                <dd>
                  {formatTime(message.createdAt)} ({message.reason})
                </dd>
              </dl>
              <pre className="bg-muted/60 mt-3 overflow-x-auto rounded-md p-3 text-xs wrap-anywhere whitespace-pre-wrap">
                {message.body}
              </pre>
              <form action={markMailSentAction} className="mt-3">
                <input type="hidden" name="mailId" value={message.id} />
                <input type="hidden" name="place" value={place} />
                <button
                  type="submit"
                  className={buttonVariants({ size: 'sm', variant: 'outline' })}
                >
                  Mark as sent
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
