// What a page sends, counted: its HTML (raw and gzip), the part of that HTML that is React's
// RSC payload (the `self.__next_f` scripts, which repeat the markup for hydration), the client
// components it hands to the browser, and its first-load JavaScript. Counts and bytes, not
// times: they do not move with the machine's load, so the suite can hold them to budgets
// (tests/e2e/page-weight.desktop.spec.ts) and `npm run lighthouse` prints them beside its
// timings.
import { gzipSync } from 'node:zlib'

const gzipped = (data) => gzipSync(data, { level: 9 }).length

/** The RSC payload a page's HTML carries, decoded from its `self.__next_f.push` scripts. */
function rscPayload(html) {
  return [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map(([, args]) => JSON.parse(args))
    .filter(([kind]) => kind === 1)
    .map(([, chunk]) => chunk)
    .join('')
}

/**
 * The client references of a payload: each `I` row is one client module export the page
 * uses (`modules`); `instances` counts the elements that render one, each of which the
 * browser hydrates.
 */
function clientReferences(payload) {
  const ids = new Set()
  for (const [, id] of payload.matchAll(/(?:^|\n)([0-9a-f]+):I\[[^\n]*\](?=\n|$)/g)) {
    ids.add(id)
  }
  let instances = 0
  for (const [, id] of payload.matchAll(/"\$L([0-9a-f]+)"/g)) if (ids.has(id)) instances += 1
  return { modules: ids.size, instances }
}

/** The scripts a page's HTML loads (not `noModule` ones, which no module browser fetches). */
function scriptSources(html) {
  return [
    ...new Set(
      [...html.matchAll(/<script\b[^>]*>/gi)]
        .filter(([tag]) => !/\bnomodule\b/i.test(tag))
        .flatMap(([tag]) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? []),
    ),
  ]
}

/** The gzipped size of the scripts a page's HTML loads: Next 16 no longer prints first-load JS. */
export async function firstLoadJs(origin, pagePath, html) {
  html ??= await (await fetch(origin + pagePath)).text()
  const sources = scriptSources(html)
  let total = 0
  for (const src of sources) {
    total += gzipped(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer()))
  }
  return { scripts: sources.length, gzipBytes: total }
}

/** Everything above for one page of a running server. */
export async function pageWeight(origin, pagePath) {
  const response = await fetch(origin + pagePath)
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`)
  const html = await response.text()
  const payload = rscPayload(html)
  const references = clientReferences(payload)
  const js = await firstLoadJs(origin, pagePath, html)
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipped(html),
    rscBytes: Buffer.byteLength(payload),
    rscShare: Buffer.byteLength(payload) / Buffer.byteLength(html),
    clientModules: references.modules,
    clientInstances: references.instances,
    jsGzipBytes: js.gzipBytes,
    scripts: js.scripts,
  }
}
