import { MailCheck } from 'lucide'
import type { Metadata } from 'next'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'

import { confirmEmailLinkAction } from '@/components/privacy/actions'
import { buttonVariants } from '@/components/ui/button'
import type { EmailLinkState } from '@/lib/data/data-requests'
import { visitorLinkState } from '@/lib/privacy/visitor'
import {
  DATA_REQUEST_PATH,
  DATA_REQUEST_VERIFY_PATH,
  EMAIL_LINK_HOURS,
  emailLinkTokenSchema,
} from '@/lib/validation/data-request'

export const metadata: Metadata = {
  title: 'Confirm your request',
  description: 'Confirm that a request about your personal data is yours.',
  alternates: { canonical: DATA_REQUEST_VERIFY_PATH },
  robots: { index: false },
}

/**
 * The page the e-mailed link opens. Opening it changes nothing (a mail scanner may open links
 * by itself); the person's press of the button uses the link.
 */
export default async function VerifyDataRequestPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const token = emailLinkTokenSchema.safeParse((await searchParams).token)
  const state: EmailLinkState = token.success ? await visitorLinkState(token.data) : 'unknown'

  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <Icon icon={MailCheck} className="text-primary size-14" />
      {state === 'live' && token.success ? (
        <>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Confirm your request</h1>
          <p className="text-muted-foreground mt-3 text-lg">
            Someone asked us, giving your e-mail address, to see, correct or erase personal data, or
            to stop contacting you. If that was you, please confirm: we act on the request only
            then.
          </p>
          <form action={confirmEmailLinkAction} className="mt-6">
            <input type="hidden" name="token" value={token.data} />
            <button
              type="submit"
              className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
            >
              Yes, this request is mine
            </button>
          </form>
          <p className="text-muted-foreground mt-4 text-sm">
            If you did not ask, close this page: nothing will be done.
          </p>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight">
            {state === 'used' ? 'This link has already been used.' : 'This link no longer works.'}
          </h1>
          <p className="text-muted-foreground mt-3 text-lg">
            {state === 'used'
              ? 'Each link works once. If you pressed the button before, your request is confirmed and there is nothing more to do.'
              : `Links work once, for ${EMAIL_LINK_HOURS} hours, and must be opened whole (a link split over two lines may lose its end).`}
          </p>
          <p className="mt-6">
            <Link href={DATA_REQUEST_PATH} className="text-primary underline underline-offset-2">
              Send a new request
            </Link>
          </p>
        </>
      )}
    </section>
  )
}
