import { Eye, Search } from 'lucide-react'
import Link from 'next/link'

import { tuitionLabel } from '@/components/universities/tuition'
import { buttonVariants } from '@/components/ui/button'
import { requireStaff } from '@/lib/auth/session'
import { selectAllUniversities } from '@/lib/data/universities'
import { getDb } from '@/lib/db/client'

/** Case-insensitive substring of name, location or country (spec 001 2.4). */
function matches(
  university: { name: string; city: string; countryName: string; country: string },
  query: string,
): boolean {
  const needle = query.trim().toLowerCase()
  if (!needle) return true
  return [university.name, university.city, university.countryName, university.country].some(
    (value) => value.toLowerCase().includes(needle),
  )
}

export default async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  await requireStaff()
  const raw = (await searchParams).q
  const query = (typeof raw === 'string' ? raw : '').slice(0, 100)
  const all = await selectAllUniversities(await getDb())
  const shown = all.filter((university) => matches(university, query))

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">University Dashboard</h1>
      <form role="search" className="mt-6 flex max-w-xl gap-2" action="/dashboard">
        <label htmlFor="dashboard-search" className="sr-only">
          Search universities
        </label>
        <input
          id="dashboard-search"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={100}
          placeholder="Search universities..."
          className="border-border h-11 min-w-0 flex-1 rounded-md border bg-white px-3 text-base"
        />
        <button type="submit" className={buttonVariants({ variant: 'outline' })}>
          <Search aria-hidden="true" />
          Search
        </button>
      </form>

      {all.length === 0 ? (
        <div className="border-border mt-8 rounded-2xl border border-dashed bg-white p-10 text-center">
          <p className="text-lg font-semibold">No Universities Yet</p>
        </div>
      ) : shown.length === 0 ? (
        <div className="border-border mt-8 rounded-2xl border border-dashed bg-white p-10 text-center">
          <p className="text-lg font-semibold">No Matching Universities</p>
          <p className="text-muted-foreground mt-1">No universities match your search criteria</p>
        </div>
      ) : (
        <div className="border-border mt-8 overflow-x-auto rounded-2xl border bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {shown.length} of {all.length} universities
            </caption>
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  University
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Location
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Tuition Range
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((university) => (
                <tr key={university.id} className="border-border border-t">
                  <td className="px-4 py-3 font-medium">{university.name}</td>
                  <td className="px-4 py-3">
                    {university.city ? `${university.city}, ` : ''}
                    {university.countryName}
                  </td>
                  <td className="px-4 py-3">
                    {tuitionLabel(university.tuitionFee, university.tuitionRange)}
                  </td>
                  <td className="px-4 py-3">
                    <Link
                      href={`/university-details/${university.id}`}
                      className="text-primary inline-flex min-h-10 items-center gap-1 font-medium underline-offset-2 hover:underline"
                      aria-label={`View ${university.name}`}
                    >
                      <Eye aria-hidden="true" className="size-4" />
                      View
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
