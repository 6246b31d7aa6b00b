import { stringify } from 'csv-stringify/sync'

/**
 * The one CSV writer (the staff lead export and the cost worksheets): RFC 4180 quoting by
 * csv-stringify, CRLF line ends, and every cell a spreadsheet would run as a formula written as
 * text. Quoting every field and the byte-order mark are for files Excel opens directly.
 */
export type CsvOptions = { quoteAll?: boolean; bom?: boolean }

/**
 * Text a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection):
 * = + - @, their full-width forms, and a leading tab or line break.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value
}

export function toCsv(
  rows: readonly (readonly (string | null | undefined)[])[],
  { quoteAll = false, bom = false }: CsvOptions = {},
): string {
  return stringify(
    rows.map((row) => row.map((cell) => cell ?? '')),
    {
      bom,
      quoted: quoteAll,
      quoted_empty: quoteAll,
      record_delimiter: 'windows',
      cast: { string: neutraliseFormula },
    },
  )
}
