// `npm run lighthouse [--runs=N] [paths...]`: Lighthouse (mobile, its default) against the
// production build in the Chromium the tests use, each page beside a bare Next page measured in
// the same rounds. Without paths, one page of each kind (tests/e2e/page-budgets.json). Prints,
// per page: the scores, TBT, LCP, CLS, main-thread work and its style-and-layout part, the same
// page again with its scripts blocked (a second yardstick: what the markup alone costs), and
// what it sends (first-load JS, HTML, RSC payload, client components). Fails when a page is
// outside the budgets of DESIGN.md (performance 95, the others 100, TBT 150 ms, main-thread
// work twice the bare page's, style and layout 100 ms, first-load JS 20 KB above the bare
// page's on a content page, 25 KB on a tool or form). Medians of N rounds; JSON reports go to .lighthouse/ (git-ignored).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { serveBareApp } from './lib/bare-app.mjs'
import { CHROMIUM_FLAGS, findChromium } from './lib/find-chromium.mjs'
import { firstLoadJs, pageWeight } from './lib/page-weight.mjs'
import { serveBuild } from './lib/serve-build.mjs'

const args = process.argv.slice(2)
const runsArg = args.find((arg) => arg.startsWith('--runs='))
// Scores on a 2-core machine move by several points between runs; the median of N is kept.
const runs = Math.max(1, Number(runsArg?.slice('--runs='.length) ?? 3))
const paths = args.filter((arg) => !arg.startsWith('--'))
const kinds = Object.values(
  JSON.parse(fs.readFileSync('tests/e2e/page-budgets.json', 'utf8')).pages,
)
if (paths.length === 0) paths.push(...kinds.map((page) => page.path))
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3230)
const outDir = path.resolve('.lighthouse')
fs.mkdirSync(outDir, { recursive: true })

/** DESIGN's first-load JS above the bare page: a kind's own, else the tools' and forms' 25 KB. */
const jsBudgetAboveBare = (pagePath) =>
  kinds.find((page) => page.path === pagePath)?.jsAboveBare ?? 25 * 1024
const TBT_BUDGET_MS = 150
const STYLE_LAYOUT_BUDGET_MS = 100
const MAIN_THREAD_TIMES_BARE = 2
/** The second yardstick: the page with its scripts (Next's JS chunks) not loaded. Only `.js`:
 * the stylesheet is a chunk too, and a page measured without it is laid out unstyled. */
const SCRIPTS_BLOCKED = { blockedUrlPatterns: ['*/_next/static/chunks/*.js'] }

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
})

async function measure(url, settings = {}) {
  // Lighthouse now and then fails to record the trace (NO_NAVSTART); such a run is repeated.
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      { extends: 'lighthouse:default', settings },
    )
    if (!result.lhr.runtimeError) return result
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
    console.warn(`${url}: ${result.lhr.runtimeError.code}; running it again`)
  }
}

const score = (result) => Math.round(result.lhr.categories.performance.score * 100)
const tbt = (result) => result.lhr.audits['total-blocking-time'].numericValue
const mainThread = (result) => result.lhr.audits['mainthread-work-breakdown'].numericValue
const styleLayout = (result) =>
  result.lhr.audits['mainthread-work-breakdown'].details.items.find(
    (item) => item.group === 'styleLayout',
  )?.duration ?? 0
const ms = (value) => `${Math.round(value)} ms`
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The run with the median performance score, and the spread of the scores. */
function median(results) {
  const sorted = [...results].sort((a, b) => score(a) - score(b))
  return { result: sorted[Math.floor(sorted.length / 2)], spread: sorted.map(score).join('/') }
}

const rows = []
const failing = []
let server
let bareApp
try {
  // The yardstick: a bare Next page on this machine, measured in the same rounds as the pages.
  // This machine's speed changes from one minute to the next (Lighthouse's CPU index moves
  // between about 1000 and 2200), so each round visits the bare page and then every page.
  bareApp = await serveBareApp({ port: port + 1 })
  // The pages of the sources as they are: rebuilt first when anything that goes into the build
  // changed (as the test suite does), or a stale .next would be measured. A demonstration build,
  // as the server below runs (DEMO_SITE), unless the environment says otherwise.
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed'], {
    stdio: 'inherit',
    env: { DEMO_SITE: 'true', ...process.env },
  })
  if (build.status !== 0) throw new Error('The build failed')
  server = await serveBuild({ port })
  const bare = await firstLoadJs(bareApp.origin, '/')
  const targets = [`${bareApp.origin}/`, ...paths.map((pagePath) => server.origin + pagePath)]
  // One unmeasured visit each, so the servers' first-request costs are not counted.
  for (const url of targets) await fetch(url)
  const results = new Map(targets.map((url) => [url, []]))
  const blocked = new Map(targets.map((url) => [url, []]))
  for (let run = 0; run < runs; run += 1) {
    for (const url of targets) results.get(url).push(await measure(url))
    for (const url of targets) blocked.get(url).push(await measure(url, SCRIPTS_BLOCKED))
  }

  const bareRuns = results.get(targets[0])
  const bareMedian = medianOf(bareRuns.map(score))
  const bareMainThread = medianOf(bareRuns.map(mainThread))
  const bareBlocked = blocked.get(targets[0])
  console.log(
    `A bare Next page: ${kb(bare.gzipBytes)} of JavaScript (gzip), performance ${bareMedian} (runs ${median(bareRuns).spread}), ` +
      `TBT ${ms(medianOf(bareRuns.map(tbt)))}, main-thread work ${ms(bareMainThread)}, style and layout ${ms(medianOf(bareRuns.map(styleLayout)))}; ` +
      `scripts blocked: main-thread work ${ms(medianOf(bareBlocked.map(mainThread)))}, style and layout ${ms(medianOf(bareBlocked.map(styleLayout)))}.`,
  )
  for (const pagePath of paths) {
    const pageRuns = results.get(server.origin + pagePath)
    const blockedRuns = blocked.get(server.origin + pagePath)
    const { result, spread } = median(pageRuns)
    const { categories } = result.lhr
    const weight = await pageWeight(server.origin, pagePath)
    const name = pagePath === '/' ? 'home' : pagePath.replace(/^\/|\/$/g, '').replace(/\//g, '_')
    fs.writeFileSync(path.join(outDir, `${name}.json`), result.report)
    const row = {
      page: pagePath,
      performance: score(result),
      [`perf of ${runs} runs`]: spread,
      'bare, same rounds': bareMedian,
      'CPU index': Math.round(medianOf(pageRuns.map((r) => r.lhr.environment.benchmarkIndex))),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best-practices': Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      LCP: result.lhr.audits['largest-contentful-paint'].displayValue,
      CLS: result.lhr.audits['cumulative-layout-shift'].displayValue,
      TBT: ms(medianOf(pageRuns.map(tbt))),
      'main thread': ms(medianOf(pageRuns.map(mainThread))),
      'x bare': (medianOf(pageRuns.map(mainThread)) / bareMainThread).toFixed(2),
      'style+layout': ms(medianOf(pageRuns.map(styleLayout))),
      'no JS: main thread': ms(medianOf(blockedRuns.map(mainThread))),
      'no JS: style+layout': ms(medianOf(blockedRuns.map(styleLayout))),
      'first-load JS': `${kb(weight.jsGzipBytes)} in ${weight.scripts}`,
      'JS above bare': kb(weight.jsGzipBytes - bare.gzipBytes),
      'HTML (gzip)': `${kb(weight.htmlBytes)} (${kb(weight.htmlGzipBytes)})`,
      RSC: `${kb(weight.rscBytes)} (${Math.round(weight.rscShare * 100)}%)`,
      'client components': `${weight.clientInstances} of ${weight.clientModules}`,
    }
    const problems = []
    if (row.performance < 95) problems.push('performance')
    if (row.performance < bareMedian - 3) problems.push('performance beside the bare page')
    if (row.accessibility < 100 || row['best-practices'] < 100 || row.seo < 100)
      problems.push('a category under 100')
    if (medianOf(pageRuns.map(tbt)) > TBT_BUDGET_MS) problems.push('TBT')
    if (medianOf(pageRuns.map(mainThread)) > MAIN_THREAD_TIMES_BARE * bareMainThread)
      problems.push('main-thread work')
    if (medianOf(pageRuns.map(styleLayout)) > STYLE_LAYOUT_BUDGET_MS)
      problems.push('style and layout')
    if (weight.jsGzipBytes - bare.gzipBytes > jsBudgetAboveBare(pagePath)) {
      problems.push('first-load JS')
    }
    if (problems.length > 0) failing.push(`${pagePath} (${problems.join(', ')})`)
    rows.push(row)
  }
} finally {
  await chrome.kill()
  await server?.stop()
  await bareApp?.stop()
}

// Wide tables wrap badly: one table of timings, one of what the pages send.
const sends = ['first-load JS', 'JS above bare', 'HTML (gzip)', 'RSC', 'client components']
console.table(
  rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !sends.includes(key))),
  ),
)
console.table(
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).filter(([key]) => key === 'page' || sends.includes(key)),
    ),
  ),
)
console.log(`Reports: ${outDir}`)
if (failing.length > 0) {
  console.error(`Outside the budgets of DESIGN.md: ${failing.join('; ')}`)
  process.exitCode = 1
}
