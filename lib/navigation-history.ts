/**
 * The page a visitor came from within this site, in the browser. The header records each
 * path it shows; on a fresh page load the same-origin referrer stands in.
 */
let current: string | undefined
let previous: string | undefined
const listeners = new Set<() => void>()

export function recordVisit(path: string): void {
  if (path === current) return
  previous = current
  current = path
  for (const listener of listeners) listener()
}

function referrerPath(): string | undefined {
  try {
    const referrer = new URL(document.referrer)
    return referrer.origin === window.location.origin ? referrer.pathname : undefined
  } catch {
    return undefined
  }
}

/** The path before `path`, whether or not the header has recorded `path` yet. */
export function previousPathOf(path: string): string | undefined {
  if (current === path) return previous ?? referrerPath()
  return current ?? referrerPath()
}

export function subscribeToVisits(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
