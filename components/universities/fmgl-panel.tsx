import { CircleAlert, CircleCheck, CircleHelp, CircleX } from 'lucide'

import { Icon } from '@/components/ui/icon'
import { formatDate } from '@/lib/dates'
import {
  FMGL_TEN_YEAR_ADVICE,
  fmglCriteria,
  type FmglChecklist,
  type FmglStatus,
} from '@/data/universities/types'
import { cn } from '@/lib/utils'

const statusView: Record<
  FmglStatus,
  { label: string; icon: typeof CircleCheck; className: string }
> = {
  met: { label: 'Met', icon: CircleCheck, className: 'bg-emerald-50 text-emerald-800' },
  not_met: { label: 'Not met', icon: CircleX, className: 'bg-red-50 text-red-800' },
  contested: { label: 'Contested', icon: CircleAlert, className: 'bg-amber-50 text-amber-900' },
  unverified: { label: 'Unverified', icon: CircleHelp, className: 'bg-slate-100 text-slate-700' },
}

/**
 * The university against the six conditions of India's FMGL Regulations, 2021. India's NMC
 * does not approve foreign universities; a family checks these criteria instead.
 */
export function FmglPanel({ checklist }: { checklist: FmglChecklist | null }) {
  return (
    <section
      id="fmgl"
      aria-labelledby="fmgl-heading"
      className="border-border rounded-2xl border bg-white p-5 sm:p-6"
    >
      <h2 id="fmgl-heading" className="text-xl font-bold">
        FMGL 2021 checklist
      </h2>
      <p className="text-muted-foreground mt-2 text-sm">
        To practise in India after studying abroad, the course must meet the Foreign Medical
        Graduate Licentiate Regulations, 2021 (notified 18 November 2021). India&apos;s National
        Medical Commission does not approve or list foreign universities, so check each point
        yourself and get the university&apos;s answer in writing. Unverified means we could not
        confirm it.
      </p>
      <ul className="mt-4 divide-y divide-slate-100">
        {fmglCriteria.map((criterion) => {
          const item = checklist?.[criterion.key] ?? {
            status: 'unverified' as const,
            note: 'Not yet checked.',
            checkedOn: null,
          }
          const view = statusView[item.status]
          const glyph = view.icon
          return (
            <li key={criterion.key} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto]">
              <div>
                <p className="font-semibold">{criterion.label}</p>
                <p className="text-muted-foreground mt-1 text-sm">{item.note}</p>
                {item.checkedOn || item.source ? (
                  <p className="text-muted-foreground mt-1 text-xs">
                    {[
                      item.checkedOn ? `Checked ${formatDate(item.checkedOn)}` : '',
                      item.source ? `Source: ${item.source}` : '',
                    ]
                      .filter(Boolean)
                      .join('. ')}
                  </p>
                ) : null}
              </div>
              <p
                className={cn(
                  'inline-flex h-fit items-center gap-1.5 justify-self-start rounded-full px-3 py-1 text-sm font-semibold sm:justify-self-end',
                  view.className,
                )}
              >
                <Icon icon={glyph} className="size-4" />
                {view.label}
              </p>
            </li>
          )
        })}
      </ul>
      <p className="mt-2 rounded-xl bg-slate-50 p-3 text-sm">{FMGL_TEN_YEAR_ADVICE}</p>
    </section>
  )
}
