import type { TestProject } from 'vitest/node'

import { findPostgres } from './postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: { url: string; options: Record<string, unknown> } | { reason: string }
  }
}

export default async function setup(project: TestProject) {
  const found = await findPostgres()
  if ('reason' in found && process.env.CI) {
    throw new Error(`CI needs PostgreSQL for the contract suite: ${found.reason}`)
  }
  if ('reason' in found) {
    console.warn(`\nPostgreSQL contract tests will be skipped: ${found.reason}\n`)
  }
  project.provide('postgres', found)
}
