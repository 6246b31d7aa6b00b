import type { Metadata } from 'next'
import Link from 'next/link'

import { FactRecheckForm } from '@/components/dashboard/fact-recheck-form'
import { Button } from '@/components/ui/button'
import { formatTime } from '@/lib/dates'
import { staffPage } from '@/lib/auth/staff-action'
import { listFacts } from '@/lib/data/facts'
import { FACT_KINDS, type FactKind } from '@/lib/facts/register'

export const metadata: Metadata = { title: 'Facts desk' }

const PAGE_SIZE = 25

type SearchParams = Promise<Record<string, string | string[] | undefined>>

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/**
 * The facts desk: every dated fact the site shows, with its source and age, the stale ones
 * first, and a "re-checked today" record per fact (who, when, what was opened). The weekly
 * digest mails the stale part to the admin.
 */
export default async function FactsPage({ searchParams }: { searchParams: SearchParams }) {
  const { db } = await staffPage('content')
  const params = await searchParams
  const kind = FACT_KINDS.find((item) => item.kind === one(params.kind))?.kind ?? null
  const show = one(params.show) === 'all' ? 'all' : 'stale'
  const today = new Date().toISOString().slice(0, 10)
  const facts = await listFacts(db, today)
  const stale = facts.filter((fact) => fact.stale.length > 0)
  const listed = (show === 'all' ? facts : stale).filter((fact) => !kind || fact.kind === kind)
  const pages = Math.max(1, Math.ceil(listed.length / PAGE_SIZE))
  const page = Math.min(pages, Math.max(1, Number.parseInt(one(params.page), 10) || 1))
  const shown = listed.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  const pageHref = (target: number) => {
    const query = new URLSearchParams({ show, ...(kind ? { kind } : {}), page: String(target) })
    return `/dashboard/facts?${query}`
  }
  const staleOf = (item: FactKind) => stale.filter((fact) => fact.kind === item).length

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">Facts desk</h1>
        <p className="text-muted-foreground mt-1 max-w-3xl text-sm">
          Every dated fact the site shows, with its source and the last time a person checked it.
          Stale ones come first: a fee for a past academic year, a rate older than 30 days, a source
          nobody has opened. Open the source, correct the fact where it is kept if it changed, then
          record that you re-checked it.
        </p>
        <p className="mt-3 font-semibold" data-testid="facts-summary">
          {stale.length} of {facts.length} facts need a person&apos;s eye.
        </p>
        <ul className="text-muted-foreground mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {FACT_KINDS.map((item) => (
            <li key={item.kind}>
              {item.label}: {staleOf(item.kind)} stale
            </li>
          ))}
        </ul>
      </div>

      <form method="get" className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium">
          Show
          <select
            name="show"
            defaultValue={show}
            className="border-border h-10 rounded-md border bg-white px-3"
          >
            <option value="stale">Stale facts</option>
            <option value="all">Every fact</option>
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Kind
          <select
            name="kind"
            defaultValue={kind ?? ''}
            className="border-border h-10 rounded-md border bg-white px-3"
          >
            <option value="">Every kind</option>
            {FACT_KINDS.map((item) => (
              <option key={item.kind} value={item.kind}>
                {item.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </form>

      {shown.length === 0 ? (
        <p className="rounded-xl border bg-white p-5">
          Nothing to show: every fact here is current.
        </p>
      ) : (
        <ol className="space-y-4" aria-label="Facts">
          {shown.map((fact) => (
            <li
              key={fact.key}
              className="border-border rounded-xl border bg-white p-4 sm:p-5"
              data-fact={fact.key}
            >
              <h2 className="font-semibold">{fact.subject}</h2>
              <p className="mt-1 break-words">{fact.value}</p>
              {fact.stale.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-2" aria-label="Why it is stale">
                  {fact.stale.map((reason) => (
                    <li
                      key={reason}
                      className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm text-amber-950"
                    >
                      {reason}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm font-medium text-emerald-800">Current</p>
              )}
              <dl className="text-muted-foreground mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div>
                  <dt className="inline font-medium">Source: </dt>
                  <dd className="inline break-words">
                    {fact.sourceUrl ? (
                      <a href={fact.sourceUrl} className="text-primary underline" rel="noreferrer">
                        {fact.source ?? fact.sourceUrl}
                      </a>
                    ) : (
                      (fact.source ?? 'none: an estimate')
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="inline font-medium">Dated: </dt>
                  <dd className="inline">{fact.datedOn ?? 'no date'}</dd>
                </div>
                <div>
                  <dt className="inline font-medium">Last re-checked: </dt>
                  <dd className="inline">
                    {fact.lastCheck
                      ? `${formatTime(fact.lastCheck.at)} by ${fact.lastCheck.by}`
                      : 'never'}
                  </dd>
                </div>
                <div>
                  <dt className="inline font-medium">Change it at: </dt>
                  <dd className="inline break-words">
                    {fact.changeAt.startsWith('/') ? (
                      <Link href={fact.changeAt} className="text-primary underline">
                        {fact.changeAt}
                      </Link>
                    ) : (
                      <code>{fact.changeAt}</code>
                    )}
                  </dd>
                </div>
              </dl>
              <FactRecheckForm
                key={fact.lastCheck?.at.getTime() ?? 'never'}
                factKey={fact.key}
                source={fact.sourceUrl ?? fact.source ?? ''}
              />
            </li>
          ))}
        </ol>
      )}

      {pages > 1 ? (
        <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
          {page > 1 ? (
            <Link href={pageHref(page - 1)} className="text-primary underline">
              Previous
            </Link>
          ) : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link href={pageHref(page + 1)} className="text-primary underline">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
