import { TriangleAlert } from 'lucide'

import { Icon } from '@/components/ui/icon'
import { formatDate } from '@/lib/dates'
import { newestFirst } from '@/lib/guides/cautions'
import type { Caution } from '@/data/universities/types'
import { cn } from '@/lib/utils'

/** On a card: the newest caution, dated, in a few lines. */
export function CautionLine({
  cautions,
  className,
}: {
  cautions: readonly Caution[]
  className?: string
}) {
  const [first] = newestFirst(cautions)
  if (!first) return null
  return (
    <p
      className={cn(
        'flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-2.5 text-xs text-amber-950',
        className,
      )}
    >
      <Icon icon={TriangleAlert} className="mt-0.5 size-4 shrink-0" />
      <span className="line-clamp-3 sm:line-clamp-4">
        <strong className="font-semibold">Caution ({formatDate(first.date)}):</strong> {first.text}
      </span>
    </p>
  )
}

/** At the top of a university page: every caution with its date and source. */
export function CautionPanel({ cautions }: { cautions: readonly Caution[] }) {
  if (cautions.length === 0) return null
  return (
    <section
      id="cautions"
      aria-labelledby="cautions-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="cautions-heading" className="flex items-center gap-2 text-lg font-bold">
        <Icon icon={TriangleAlert} className="size-5" />
        {cautions.length === 1 ? 'Caution' : 'Cautions'}
      </h2>
      <ul className="mt-2 space-y-3">
        {newestFirst(cautions).map((caution) => (
          <li key={`${caution.date}-${caution.text.slice(0, 24)}`}>
            <p>
              <strong className="font-semibold">{formatDate(caution.date)}:</strong> {caution.text}
            </p>
            <p className="mt-1 text-sm">
              Source:{' '}
              {caution.url ? (
                <a href={caution.url} className="underline" rel="nofollow noopener">
                  {caution.source}
                </a>
              ) : (
                caution.source
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
