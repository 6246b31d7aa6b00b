import { TriangleAlert } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'
import type { ReactNode } from 'react'

/**
 * The country guides' error views: 'Missing Required Data' when a guide's content cannot be
 * read (its module is checked at build, so a served guide always has it), 'Rendering Error'
 * when drawing it failed, and the Russia page's own 'Something went wrong'. Each offers a way
 * on, since refreshing may not help.
 */
export const guideErrors = {
  missing: {
    title: 'Missing Required Data',
    text: "We're having trouble loading the page content. Please try refreshing.",
  },
  render: {
    title: 'Rendering Error',
    text: "We're having trouble rendering the page content. Please try refreshing.",
  },
  russia: {
    title: 'Something went wrong',
    text: "We're having trouble loading this page. Please try refreshing.",
  },
} as const

export type GuideErrorKind = keyof typeof guideErrors

export function GuideErrorView({ kind, action }: { kind: GuideErrorKind; action?: ReactNode }) {
  const { title, text } = guideErrors[kind]
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <Icon icon={TriangleAlert} className="size-10 text-amber-700" />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground mt-3">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {action}
        <Link
          href="/universities"
          className="border-border hover:bg-muted inline-flex h-11 items-center rounded-md border px-5 text-sm font-semibold"
        >
          See the universities
        </Link>
      </div>
    </section>
  )
}
