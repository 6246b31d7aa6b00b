import type { Metadata } from 'next'

import { StaffTable } from '@/components/dashboard/staff-table'
import { RateForm } from '@/components/dashboard/rate-form'
import { formatDate } from '@/lib/dates'
import { builtInRates } from '@/data/exchange-rates'
import { formatTime } from '@/lib/dates'
import { staffPage } from '@/lib/auth/staff-action'
import { listRateHistory, selectCurrentRates } from '@/lib/data/exchange-rates'

export const metadata: Metadata = { title: 'Exchange rates' }

/**
 * Staff keep the rupee rates here: every rupee figure on the site converts with the newest
 * reading of its currency and names that reading's date.
 */
export default async function RatesPage() {
  const { db } = await staffPage('content')
  const [current, history] = await Promise.all([selectCurrentRates(db), listRateHistory(db)])
  const today = new Date().toISOString().slice(0, 10)
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">Exchange rates</h1>
        <p className="text-muted-foreground mt-1 text-sm">
          Rupees for one unit of each currency. The newest reading of a currency is used on every
          page, with its date. Bosnian marks follow the euro at the fixed BAM 1.95583 per euro.
        </p>
      </div>
      <section aria-labelledby="current-heading">
        <h2 id="current-heading" className="text-lg font-semibold">
          In use now
        </h2>
        <StaffTable headings={['Currency', 'Rupees', 'Read on', 'Source']} className="mt-3">
          {current.map((rate) => {
            const builtIn = builtInRates.some(
              (item) =>
                item.currency === rate.currency &&
                item.readOn === rate.readOn &&
                item.inr === rate.inr,
            )
            return (
              <tr key={rate.currency} className="border-border border-t">
                <th scope="row" className="px-3 py-3 font-medium">
                  {rate.currency}
                </th>
                <td className="px-3 py-3">₹{rate.inr}</td>
                <td className="px-3 py-3 whitespace-nowrap">{formatDate(rate.readOn)}</td>
                <td className="px-3 py-3">
                  {rate.source}
                  {builtIn ? ' (built-in)' : ''}
                </td>
              </tr>
            )
          })}
        </StaffTable>
      </section>
      <section aria-labelledby="record-heading">
        <h2 id="record-heading" className="text-lg font-semibold">
          Record a rate
        </h2>
        <div className="border-border mt-3 rounded-2xl border bg-white p-5">
          <RateForm today={today} />
        </div>
      </section>
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-lg font-semibold">
          History
        </h2>
        {history.length === 0 ? (
          <p className="text-muted-foreground mt-2 text-sm">
            No rate recorded yet: the built-in rates above are in use.
          </p>
        ) : (
          <StaffTable
            headings={['Currency', 'Rupees', 'Read on', 'Source', 'Recorded by', 'Recorded at']}
            className="mt-3"
          >
            {history.map((rate) => (
              <tr key={rate.id} className="border-border border-t">
                <td className="px-3 py-3">{rate.currency}</td>
                <td className="px-3 py-3">₹{rate.inr}</td>
                <td className="px-3 py-3 whitespace-nowrap">{formatDate(rate.readOn)}</td>
                <td className="px-3 py-3">{rate.source}</td>
                <td className="px-3 py-3 break-all">{rate.recordedBy}</td>
                <td className="px-3 py-3 whitespace-nowrap">{formatTime(rate.createdAt)}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
    </div>
  )
}
