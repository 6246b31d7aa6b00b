export async function register() {
  // Not during `next build`: the build never opens the database or takes the lock.
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { startServer } = await import('@/lib/server-start')
    await startServer()
  }
}
