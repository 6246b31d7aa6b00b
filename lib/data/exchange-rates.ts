import 'server-only'

import { desc } from 'drizzle-orm'
import { cache } from 'react'

import { builtInRates, rateCurrencies, type RateReading } from '@/data/exchange-rates'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { taggedReadOr } from '@/lib/data/tagged-read'
import { exchangeRates } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

export type RecordedRate = RateReading & { id: number; recordedBy: string; createdAt: Date }

/** Every rate staff recorded, newest first: the history the dashboard shows. */
export async function listRateHistory(db: Db, limit = 200): Promise<RecordedRate[]> {
  const rows = await db
    .select()
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.readOn), desc(exchangeRates.id))
    .limit(limit)
  return rows.map((row) => ({ ...row, inr: Number(row.inr) }))
}

/**
 * The rates in force: for each currency the newest recorded reading (by the day it was
 * read, then by when it was recorded), or the built-in one where staff recorded none.
 */
export async function selectCurrentRates(db: Db): Promise<RateReading[]> {
  const rows = await db
    .selectDistinctOn([exchangeRates.currency])
    .from(exchangeRates)
    .orderBy(exchangeRates.currency, desc(exchangeRates.readOn), desc(exchangeRates.id))
  return rateCurrencies.map((currency) => {
    const row = rows.find((item) => item.currency === currency)
    return row
      ? { currency, inr: Number(row.inr), readOn: row.readOn, source: row.source }
      : builtInRates.find((rate) => rate.currency === currency)!
  })
}

export async function recordRate(db: Db, reading: RateReading, recordedBy: string): Promise<void> {
  await db.insert(exchangeRates).values({ ...reading, recordedBy })
}

const readRates = taggedReadOr(
  'exchange-rates-v1',
  CACHE_TAGS.rates,
  selectCurrentRates,
  () => [...builtInRates],
  'Reading the exchange rates failed; converting with the built-in ones',
)

/**
 * The rates the public pages convert with: the database's, cached and invalidated by a staff
 * change; the built-in ones during `next build` and while the database cannot be read.
 */
export const getRates = cache(readRates)
