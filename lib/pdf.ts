/**
 * A small PDF writer for the downloads: text documents of headings, paragraphs and checklist
 * items on A4 pages, in the viewer's built-in Helvetica, so no font ships with the file. Made
 * at build from the same data as the pages; nothing here is fetched at run time.
 */

export type PdfBlock =
  | { kind: 'title' | 'heading' | 'paragraph' | 'small'; text: string }
  | { kind: 'item' | 'check'; text: string }

const PAGE = { width: 595, height: 842, margin: 56 }
const STYLE = {
  title: { font: 'F2', size: 18, gap: 10 },
  heading: { font: 'F2', size: 13, gap: 8 },
  paragraph: { font: 'F1', size: 10.5, gap: 6 },
  small: { font: 'F1', size: 8.5, gap: 4 },
  item: { font: 'F1', size: 10.5, gap: 3 },
  check: { font: 'F1', size: 10.5, gap: 5 },
} as const

/** Latin-1 only (the built-in fonts' encoding): the few other characters the data uses. */
export function pdfText(text: string): string {
  return text
    .replace(/₹\s?/g, 'Rs ')
    .replace(/≈/g, 'about')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, (c) => c.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
}

function escape(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`)
}

/** Wraps words to a width; Helvetica's average glyph is taken as 0.55 of its size, rounding up. */
export function wrap(text: string, size: number, width: number): string[] {
  const perLine = Math.max(10, Math.floor(width / (size * 0.55)))
  const out: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      out.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
    while (line.length > perLine) {
      out.push(line.slice(0, perLine))
      line = line.slice(perLine)
    }
  }
  if (line) out.push(line)
  return out
}

/** The PDF file of the blocks, with a footer line on every page. */
export function makePdf(blocks: readonly PdfBlock[], footer: string): Uint8Array {
  const pages: string[][] = [[]]
  let y = PAGE.height - PAGE.margin
  const width = PAGE.width - 2 * PAGE.margin
  for (const block of blocks) {
    const style = STYLE[block.kind]
    const indent = block.kind === 'item' || block.kind === 'check' ? 16 : 0
    const wrapped = wrap(pdfText(block.text), style.size, width - indent)
    const lead = style.size * 1.35
    if (block.kind === 'heading' && y - lead * 3 < PAGE.margin) y = 0 // keep a heading with its text
    wrapped.forEach((text, index) => {
      if (y - lead < PAGE.margin) {
        pages.push([])
        y = PAGE.height - PAGE.margin
      }
      y -= lead
      const ops = pages[pages.length - 1]!
      if (index === 0 && block.kind === 'check') {
        ops.push(`0.5 w ${PAGE.margin} ${y - 1} 9 9 re S`)
      }
      if (index === 0 && block.kind === 'item') {
        ops.push(`BT /F1 ${style.size} Tf ${PAGE.margin + 4} ${y} Td (-) Tj ET`)
      }
      ops.push(
        `BT /${style.font} ${style.size} Tf ${PAGE.margin + indent} ${y} Td (${escape(text)}) Tj ET`,
      )
    })
    y -= style.gap
  }

  const objects: string[] = []
  const add = (body: string) => objects.push(body) // object number = index + 1
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add('') // the page tree, written once the pages are numbered
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  const kids: number[] = []
  pages.forEach((ops, index) => {
    const foot = `BT /F1 8 Tf ${PAGE.margin} 30 Td (${escape(pdfText(`${footer} - page ${index + 1} of ${pages.length}`))}) Tj ET`
    const stream = [...ops, foot].join('\n')
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`)
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${objects.length} 0 R >>`,
    )
    kids.push(objects.length)
  })
  objects[1] = `<< /Type /Pages /Kids [${kids.map((n) => `${n} 0 R`).join(' ')}] /Count ${kids.length} >>`

  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(file, 'latin1'))
    file += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(file, 'latin1')
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(file, 'latin1'))
}
