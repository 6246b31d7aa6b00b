import { formatDate } from '@/lib/dates'
import { newestFirst } from '@/lib/guides/cautions'
import type { University } from '@/lib/universities/model'
import { noRouteToIndia, notAdmitting } from '@/lib/universities/practice'

/**
 * Beside a course's total, what decides before the money does: whether the course leads to
 * practice in India, and every caution its university's page shows, newest first. Rendered
 * on the server and printed with the total.
 */
export function CostNotices({
  university,
}: {
  university: Pick<University, 'name' | 'admitting' | 'fmgl' | 'cautions'>
}) {
  const closed = notAdmitting(university)
  const noRoute = noRouteToIndia(university.fmgl)
  const cautions = newestFirst(university.cautions)
  if (!closed && !noRoute && cautions.length === 0) return null
  return (
    <div
      data-testid="cost-notices"
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-bold">{closed ? 'Read first' : 'Read before you use this total'}</p>
      <ul className="mt-2 list-disc space-y-2 pl-5">
        {closed ? <li className="font-semibold">{closed}</li> : null}
        {noRoute ? <li className="font-semibold">{noRoute}</li> : null}
        {cautions.map((caution) => (
          <li key={`${caution.date}-${caution.text.slice(0, 24)}`}>
            <strong className="font-semibold">{formatDate(caution.date)}:</strong> {caution.text}{' '}
            <span className="text-amber-900/80">(Source: {caution.source})</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
