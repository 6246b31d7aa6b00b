import { CheckCircle2, MessageCircle } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'

import { buttonVariants } from '@/components/ui/button'
import type { ThankYou } from '@/data/thank-you'
import { site, whatsappHref } from '@/lib/site'

/** The page a form ends on: what happens next for that form, and where to go from here. */
export function ThankYouPanel({ thanks }: { thanks: ThankYou }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <Icon icon={CheckCircle2} className="text-primary size-14" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{thanks.heading}</h1>
      <p className="text-muted-foreground mt-3 text-lg">{thanks.lead}</p>
      <ol className="mt-8 space-y-6">
        {thanks.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="bg-primary flex size-9 shrink-0 items-center justify-center rounded-full font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h2 className="font-semibold">{step.title}</h2>
              <p className="text-muted-foreground mt-1">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap gap-3">
        <a
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ size: 'lg' })}
        >
          <Icon icon={MessageCircle} /> Chat on WhatsApp now
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        {thanks.next ? (
          <Link
            href={thanks.next.href}
            className={buttonVariants({ size: 'lg', variant: 'outline' })}
          >
            {thanks.next.label}
          </Link>
        ) : null}
        <Link href="/" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Back to {site.shortName} home
        </Link>
      </div>
    </section>
  )
}
