/**
 * The built-in rupee rates, used until staff record newer ones in the dashboard.
 * Each carries the day it was read and where; every rupee figure on the site names the date
 * of the rate it used. Sources: docs/sources/verification-notes.md, "Money".
 */
export const rateCurrencies = ['USD', 'EUR', 'GBP', 'MYR', 'NPR'] as const
export type RateCurrency = (typeof rateCurrencies)[number]

/** Rupees for one unit of a currency, read on a day from a named source. */
export type RateReading = { currency: RateCurrency; inr: number; readOn: string; source: string }

export const builtInRates: readonly RateReading[] = [
  { currency: 'USD', inr: 90.95, readOn: '2026-02-24', source: 'PTI market report' },
  {
    currency: 'EUR',
    inr: 104.9,
    readOn: '2026-01-15',
    source: 'estimate from mid-January 2026 market reports',
  },
  {
    currency: 'GBP',
    inr: 121,
    readOn: '2026-01-15',
    source: 'estimate from mid-January 2026 market reports',
  },
  {
    currency: 'MYR',
    inr: 21.7,
    readOn: '2026-02-24',
    source: 'estimate: the USD rate of that day at about RM 4.2 to the dollar',
  },
  {
    currency: 'NPR',
    inr: 0.625,
    readOn: '2026-11-24',
    source: "Nepal Rastra Bank's fixed peg, NPR 1.60 to the rupee",
  },
]

/**
 * Currencies held at a fixed rate to the rupee: the Nepalese rupee at NPR 1.60 (Nepal Rastra
 * Bank's peg). A reading of one does not age the way a market rate does.
 */
export const FIXED_TO_RUPEE: readonly RateCurrency[] = ['NPR']

/** The Bosnian convertible mark is fixed to the euro at this rate (currency board). */
export const BAM_PER_EUR = 1.95583
