/** Shown when the built-in list stands in for the database. */
export const FALLBACK_NOTICE = 'Notice: Using local university data while we restore the connection'

/**
 * Cards a country's pages draw; the rest are a link to the listing filtered by the country,
 * so a page weighs the same whether the country has 10 universities or 200.
 */
export const COUNTRY_CARDS_SHOWN = 12
