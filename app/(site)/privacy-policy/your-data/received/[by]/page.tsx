import { CheckCircle2 } from 'lucide'
import type { Metadata } from 'next'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'
import { notFound } from 'next/navigation'

import { GRIEVANCE_ANSWER_DAYS } from '@/data/privacy'
import {
  DATA_REQUEST_CONFIRMATIONS,
  DATA_REQUEST_PATH,
  dataRequestReceivedPath,
  EMAIL_LINK_HOURS,
  type DataRequestConfirmation,
} from '@/lib/validation/data-request-rules'

export const dynamicParams = false

export function generateStaticParams() {
  return DATA_REQUEST_CONFIRMATIONS.map((by) => ({ by }))
}

function confirmation(by: string): DataRequestConfirmation | undefined {
  return DATA_REQUEST_CONFIRMATIONS.find((value) => value === by)
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ by: string }>
}): Promise<Metadata> {
  const by = confirmation((await params).by)
  if (!by) notFound()
  return {
    title: 'Request received',
    description: `We have your request about your personal data and will answer within ${GRIEVANCE_ANSWER_DAYS} days at most.`,
    alternates: { canonical: dataRequestReceivedPath(by) },
    robots: { index: false },
  }
}

/**
 * After a request: what happens next. The page is the same whether or not we hold anything
 * on the contact given; it only says how the person will prove the request is theirs.
 */
export default async function DataRequestReceivedPage({
  params,
}: {
  params: Promise<{ by: string }>
}) {
  const by = confirmation((await params).by)
  if (!by) notFound()
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <Icon icon={CheckCircle2} className="text-primary size-14" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">
        {by === 'email' ? 'Please check your e-mail.' : 'We have your request.'}
      </h1>
      {by === 'email' ? (
        <>
          <p className="text-muted-foreground mt-3 text-lg">
            We have sent a link to the e-mail address you gave. Please open it within{' '}
            {EMAIL_LINK_HOURS} hours to confirm that the request is yours: we act on it only then,
            so that nobody else can see or erase your details.
          </p>
          <p className="text-muted-foreground mt-3">
            Nothing there after a few minutes? Look in your spam or promotions folder. If it has
            still not come,{' '}
            <Link href={DATA_REQUEST_PATH} className="text-primary underline underline-offset-2">
              send the request again
            </Link>{' '}
            or write to our{' '}
            <Link
              href="/privacy-policy#grievance-officer"
              className="text-primary underline underline-offset-2"
            >
              Grievance Officer
            </Link>
            .
          </p>
        </>
      ) : (
        <p className="text-muted-foreground mt-3 text-lg">
          To make sure the request is yours, someone from our team will call the number you gave
          before we act on it, so that nobody else can see or erase your details.
        </p>
      )}
      <p className="text-muted-foreground mt-3">
        Once it is confirmed, our Grievance Officer will act on it and answer you, as soon as we can
        and always within {GRIEVANCE_ANSWER_DAYS} days.
      </p>
      <p className="mt-6">
        <Link href="/privacy-policy" className="text-primary underline underline-offset-2">
          Back to the privacy policy
        </Link>
      </p>
    </section>
  )
}
