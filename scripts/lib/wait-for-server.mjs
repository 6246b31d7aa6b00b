/**
 * Resolves once `url` answers with a status below 500; throws if `child` (the server
 * process) exits first or nothing answers within `timeoutMs`.
 */
export async function waitForServer(url, child, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}
