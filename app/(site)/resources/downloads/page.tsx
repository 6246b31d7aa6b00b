import { Download as DownloadIcon, FileSpreadsheet, FileText } from 'lucide'
import type { Metadata } from 'next'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'

import { PageHeader } from '@/components/site/page-header'
import { downloads, type Download } from '@/lib/guides/downloads'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({
  title: 'Downloads: MBBS Abroad Checklists and Cost Worksheets',
  description:
    "Free downloads for families: India's FMGL 2021 checklist explained, a document checklist for each of twelve countries, and cost worksheets in rupees.",
  path: '/resources/downloads',
})

function DownloadList({ items }: { items: readonly Download[] }) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
      {items.map((item) => {
        const glyph = item.format === 'CSV' ? FileSpreadsheet : FileText
        return (
          <li key={item.file} className="border-border flex gap-3 rounded-xl border bg-white p-4">
            <Icon icon={glyph} className="text-primary mt-1 size-6 shrink-0" />
            <div className="min-w-0">
              <a
                href={`/resources/downloads/${item.file}`}
                className="font-semibold underline-offset-4 hover:underline"
                download
              >
                {item.title}
              </a>{' '}
              <span className="text-muted-foreground text-xs">({item.format})</span>
              <p className="text-muted-foreground mt-1 text-sm">{item.description}</p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/** /resources/downloads: every file, made from the same data as the pages. */
export default function DownloadsPage() {
  const general = downloads.filter((item) => !item.country)
  const checklists = downloads.filter((item) => item.country && item.format === 'PDF')
  const worksheets = downloads.filter((item) => item.format === 'CSV')
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <PageHeader
        title="Downloads"
        trail={[
          { name: 'Guides', path: '/resources/guides' },
          { name: 'Downloads', path: '/resources/downloads' },
        ]}
        icon={<Icon icon={DownloadIcon} className="text-primary size-8" />}
        lead={
          <>
            Checklists to print and worksheets to fill in, made from the same facts as our country
            guides, so they change when the guides do. Fees and rupee figures carry their dates; an
            unsourced figure says &ldquo;estimate&rdquo;.
          </>
        }
      />
      <section aria-labelledby="general-heading" className="mt-10">
        <h2 id="general-heading" className="text-2xl font-bold">
          India&apos;s rules
        </h2>
        <DownloadList items={general} />
      </section>
      <section aria-labelledby="checklists-heading" className="mt-10">
        <h2 id="checklists-heading" className="text-2xl font-bold">
          Document checklists by country
        </h2>
        <DownloadList items={checklists} />
      </section>
      <section aria-labelledby="worksheets-heading" className="mt-10">
        <h2 id="worksheets-heading" className="text-2xl font-bold">
          Cost worksheets by country
        </h2>
        <p className="text-muted-foreground mt-2 text-sm">
          CSV files: open them in Excel, Google Sheets or LibreOffice and fill in your own figures.
        </p>
        <DownloadList items={worksheets} />
      </section>
      <p className="mt-10">
        Questions about a document?{' '}
        <Link href="/contact" className="text-primary underline">
          Ask a counsellor
        </Link>{' '}
        or read the{' '}
        <Link href="/resources/guides" className="text-primary underline">
          country guides
        </Link>
        .
      </p>
    </div>
  )
}
