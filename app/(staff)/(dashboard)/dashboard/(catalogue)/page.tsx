import { DashboardView, type DashboardUniversity } from '@/components/dashboard/dashboard-view'
import { staffPage } from '@/lib/auth/staff-action'
import { selectCurrentRates } from '@/lib/data/exchange-rates'
import { selectUniversityCards } from '@/lib/data/universities'

export default async function DashboardPage() {
  const { db } = await staffPage('content')
  const rates = await selectCurrentRates(db)
  const cards = await selectUniversityCards(db, { everyOne: true })
  const universities: DashboardUniversity[] = cards.map((card) => ({
    ...card,
    location: [card.city, card.countryName].filter(Boolean).join(', '),
  }))
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-2xl font-bold">University Dashboard</h1>
      <DashboardView universities={universities} rates={rates} />
    </div>
  )
}
