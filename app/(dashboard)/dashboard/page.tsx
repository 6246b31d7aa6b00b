import { DashboardView, type DashboardUniversity } from '@/components/dashboard/dashboard-view'
import { requireStaff } from '@/lib/auth/session'
import { selectCurrentRates } from '@/lib/data/exchange-rates'
import { selectAllUniversities } from '@/lib/data/universities'
import { getDb } from '@/lib/db/client'
import { toCard } from '@/lib/universities/model'

export default async function DashboardPage() {
  await requireStaff()
  const rates = await selectCurrentRates(await getDb())
  const universities: DashboardUniversity[] = (await selectAllUniversities(await getDb())).map(
    (university) => ({
      ...toCard(university),
      location: [university.city, university.countryName].filter(Boolean).join(', '),
    }),
  )
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-2xl font-bold">University Dashboard</h1>
      <DashboardView universities={universities} rates={rates} />
    </div>
  )
}
