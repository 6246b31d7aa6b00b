import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** A line as a reader sees it: its text, where it starts and ends on the page, its baseline. */
export type PdfLine = { text: string; x: number; right: number; y: number }

export type PdfRead = {
  title: string | undefined
  language: string | undefined
  pages: { lines: PdfLine[]; links: { url: string; rect: number[] }[] }[]
  /** Every page's lines, joined by single spaces. */
  text: string
}

type Item = { str: string; hasEOL: boolean; transform: number[]; width: number }

/** Reads a PDF the way a viewer does (pdf.js): its metadata, each page's lines and links. */
export async function readPdf(bytes: Uint8Array): Promise<PdfRead> {
  // pdf.js may take over the buffer it is given: hand it a copy.
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise
  const { info } = (await doc.getMetadata()) as { info: { Title?: string; Language?: string } }
  const pages: PdfRead['pages'] = []
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number)
    const lines: PdfLine[] = []
    let line: PdfLine | undefined
    for (const item of (await page.getTextContent()).items as Item[]) {
      const [, , , , x = 0, y = 0] = item.transform
      if (item.str) {
        line ??= { text: '', x, right: x, y }
        line.text += item.str
        line.right = Math.max(line.right, x + item.width)
      }
      if (item.hasEOL && line) {
        lines.push({ ...line, text: line.text.trim() })
        line = undefined
      }
    }
    if (line) lines.push({ ...line, text: line.text.trim() })
    const annotations = (await page.getAnnotations()) as {
      subtype: string
      url?: string
      rect: number[]
    }[]
    const links = annotations
      .filter((annotation) => annotation.subtype === 'Link' && annotation.url)
      .map((annotation) => ({ url: annotation.url!, rect: annotation.rect }))
    pages.push({ lines: lines.filter((each) => each.text), links })
  }
  await doc.destroy()
  const text = pages
    .flatMap((page) => page.lines.map((each) => each.text))
    .join(' ')
    .replace(/\s+/g, ' ')
  return { title: info.Title, language: info.Language, pages, text }
}
