import { countries } from '@/data/countries'
import { downloads, findDownload, renderDownload } from '@/lib/guides/downloads'
import { getRates } from '@/lib/data/exchange-rates'
import { getCountryUniversities } from '@/lib/data/universities'

// Made at `next build` from the same data as the pages, and again when the catalogue or the
// rates change (their cache tags) or after five minutes.
export const revalidate = 300
export const dynamicParams = false

export function generateStaticParams() {
  return downloads.map((download) => ({ file: download.file }))
}

/** GET /resources/downloads/{file}: a checklist PDF or a cost worksheet CSV. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const download = findDownload((await params).file)
  if (!download) return new Response('Not found', { status: 404 })
  // A country's files read its universities; the FMGL explainer reads every country's.
  const slugs = download.country ? [download.country.slug] : countries.map((c) => c.slug)
  const [lists, rates] = await Promise.all([
    Promise.all(slugs.map((slug) => getCountryUniversities(slug))),
    getRates(),
  ])
  const universities = lists.flatMap((list) => list.universities)
  const { body, type } = await renderDownload(download, universities, rates)
  return new Response(body as BodyInit, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `inline; filename="${download.file}"`,
    },
  })
}
