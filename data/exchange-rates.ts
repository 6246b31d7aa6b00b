/**
 * Dated exchange rates for the approximate rupee figures beside foreign-currency fees
 * (DESIGN.md "Domain truth"). Kept apart from data/site.ts, so the browser code that
 * converts a budget carries only these numbers.
 */
export type ExchangeRate = { currency: 'USD' | 'EUR' | 'GBP'; symbol: string; inr: number }

export const exchangeRates = {
  asOf: '2025-11-21',
  source: 'Reserve Bank of India reference rates (approximate)',
  rates: [
    { currency: 'USD', symbol: '$', inr: 88.7 },
    { currency: 'EUR', symbol: '€', inr: 102.3 },
    { currency: 'GBP', symbol: '£', inr: 116.2 },
  ],
} as const satisfies { asOf: string; source: string; rates: readonly ExchangeRate[] }
