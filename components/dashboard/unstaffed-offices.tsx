import Link from 'next/link'

import { officeName } from '@/data/offices'

/**
 * The admin's warning that an office takes leads nobody there will see: no counsellor, or
 * none taking new leads. Nothing when every office has someone.
 */
export function UnstaffedOffices({
  offices,
}: {
  offices: readonly { office: string; counsellors: number; waiting: number; routed: boolean }[]
}) {
  if (offices.length === 0) return null
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">
        {offices.length === 1 ? 'An office has' : `${offices.length} offices have`} nobody taking
        new leads
      </p>
      <ul className="mt-1 list-disc pl-5">
        {offices.map(({ office, counsellors, waiting, routed }) => (
          <li key={office}>
            {officeName(office)}: {counsellors === 0 ? 'no counsellor' : 'every counsellor is away'}
            ; {waiting} open {waiting === 1 ? 'lead waits' : 'leads wait'} in its queue
            {routed ? ', and the routing rules send it more.' : '; no routing rule sends it leads.'}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Give the office a counsellor or mark one available on{' '}
        <Link href="/dashboard/staff" className="font-medium underline">
          Staff
        </Link>
        , or route its leads elsewhere in{' '}
        <Link href="/dashboard/desk-settings#routing" className="font-medium underline">
          Desk settings
        </Link>
        .
      </p>
    </div>
  )
}
