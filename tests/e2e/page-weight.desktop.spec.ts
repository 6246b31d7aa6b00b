import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { pageWeight, type PageWeight } from '../../scripts/lib/page-weight.mjs'

type Budget = { path: string } & Record<keyof typeof figures, number>
const budgets: { pages: Record<string, Budget> } = JSON.parse(
  fs.readFileSync(new URL('./page-budgets.json', import.meta.url), 'utf8'),
)

/**
 * What each kind of public page sends, held to the committed figures of page-budgets.json:
 * first-load JavaScript and HTML (gzip bytes), the RSC payload in the HTML (bytes) and the
 * client components the payload renders. Counts and bytes, so a loaded machine cannot make
 * the test pass or fail; a change that grows a page past a figure fails here and names both.
 */
const figures = {
  firstLoadJs: (weight: PageWeight) => weight.jsGzipBytes,
  htmlGzip: (weight: PageWeight) => weight.htmlGzipBytes,
  rsc: (weight: PageWeight) => weight.rscBytes,
  clientModules: (weight: PageWeight) => weight.clientModules,
  clientInstances: (weight: PageWeight) => weight.clientInstances,
} as const

test('every kind of public page sends no more than its budget', async ({ baseURL }) => {
  const over: string[] = []
  for (const [kind, budget] of Object.entries(budgets.pages)) {
    const weight = await pageWeight(baseURL!, budget.path)
    for (const [figure, measure] of Object.entries(figures)) {
      const allowed = budget[figure as keyof typeof figures]
      const actual = measure(weight)
      if (actual > allowed) {
        over.push(`${kind} (${budget.path}): ${figure} ${actual}, budget ${allowed}`)
      }
    }
  }
  expect(over, 'pages over their budgets (tests/e2e/page-budgets.json)').toEqual([])
})
