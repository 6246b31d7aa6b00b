/** Whether every word of a query occurs in a text, ignoring case (the guides' search). */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = text.toLowerCase()
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}
