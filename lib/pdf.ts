import { readFile } from 'node:fs/promises'
import path from 'node:path'

import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, PDFString, rgb, type PDFFont, type PDFPage } from 'pdf-lib'

/**
 * The downloads' PDF writer: text documents of headings, paragraphs and checklist items on A4
 * pages, in Noto Sans (assets/fonts, embedded as a subset of the glyphs used), so "₹" and the
 * letters of any Latin-script name print as written. Lines wrap by the font's own widths; an
 * address a block carries is a link where it is printed.
 */
export type PdfBlock = {
  kind: 'title' | 'heading' | 'paragraph' | 'small' | 'item' | 'check'
  text: string
  /** An address in the text, made a link where it is printed. */
  url?: string
}

const PAGE = { width: 595, height: 842, margin: 56 }
const STYLE = {
  title: { bold: true, size: 18, before: 0, gap: 10 },
  heading: { bold: true, size: 13, before: 6, gap: 6 },
  paragraph: { bold: false, size: 10.5, before: 0, gap: 6 },
  small: { bold: false, size: 8.5, before: 0, gap: 4 },
  item: { bold: false, size: 10.5, before: 0, gap: 3 },
  check: { bold: false, size: 10.5, before: 0, gap: 5 },
} as const
const LEADING = 1.4
const INDENT = 16
const FOOTER = { size: 8, y: 30 }
const LINK_COLOUR = rgb(0.05, 0.3, 0.6)

// Read from the repository at run time; next.config.mjs keeps the folder in the server's files.
const FONT_DIR = path.join(process.cwd(), 'assets', 'fonts')
let fontFiles: Promise<[Buffer, Buffer]> | undefined
function loadFonts(): Promise<[Buffer, Buffer]> {
  fontFiles ??= Promise.all([
    readFile(path.join(FONT_DIR, 'NotoSans-Regular.ttf')),
    readFile(path.join(FONT_DIR, 'NotoSans-Bold.ttf')),
  ])
  return fontFiles
}

const characterSets = new WeakMap<PDFFont, Set<number>>()

/** Stand-ins for the few characters the data uses that Noto Sans has no glyph for. */
const STAND_INS: Record<string, string> = { '≈': 'about' }

/**
 * The text with its spaces collapsed and every character the font cannot draw replaced: by its
 * stand-in, by its base letter without the accent, or by "?".
 */
function printable(text: string, font: PDFFont): string {
  let drawable = characterSets.get(font)
  if (!drawable) characterSets.set(font, (drawable = new Set(font.getCharacterSet())))
  const has = (c: string) => [...c].every((ch) => drawable.has(ch.codePointAt(0)!))
  return [...text.replace(/\s+/g, ' ').trim()]
    .map((c) => {
      if (c === ' ' || has(c)) return c
      const stand = STAND_INS[c]
      if (stand) return stand
      const base = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
      return base && has(base) ? base : '?'
    })
    .join('')
}

/** One printed line: its text and where it starts in the block's text. */
export type Line = { text: string; start: number }

/**
 * Greedy wrapping of text (spaces already collapsed) to a width, a line's width being the sum
 * of its words' and spaces' widths. A word wider than the line (an address) breaks after a / or
 * - that falls in the second half of the line, else at the last character that fits.
 */
export function wrap(text: string, width: number, measure: (text: string) => number): Line[] {
  const lines: Line[] = []
  const space = measure(' ')
  let start = 0
  let end = 0
  let used = 0
  for (const word of text.matchAll(/\S+/g)) {
    let from = word.index
    const to = from + word[0].length
    let wide = measure(word[0])
    if (end > start && used + space + wide > width) {
      lines.push({ text: text.slice(start, end), start })
      start = from
      used = 0
    } else if (end > start) {
      used += space
    }
    while (used + wide > width && to - from > 1) {
      let fit = from + 1
      while (fit < to && used + measure(text.slice(from, fit + 1)) <= width) fit++
      const after = Math.max(text.lastIndexOf('/', fit - 1), text.lastIndexOf('-', fit - 1)) + 1
      const cut = after > from && used + measure(text.slice(from, after)) > width / 2 ? after : fit
      lines.push({ text: text.slice(start, cut), start })
      start = cut
      from = cut
      used = 0
      wide = measure(text.slice(from, to))
    }
    used += wide
    end = to
  }
  if (end > start) lines.push({ text: text.slice(start, end), start })
  return lines
}

/** The PDF file of the blocks, titled by the title block, with a footer line on every page. */
export async function makePdf(blocks: readonly PdfBlock[], footer: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const [regularBytes, boldBytes] = await loadFonts()
  const regular = await doc.embedFont(regularBytes, { subset: true })
  const bold = await doc.embedFont(boldBytes, { subset: true })

  const title = blocks.find((block) => block.kind === 'title')?.text
  if (title) doc.setTitle(printable(title, regular), { showInWindowTitleBar: true })
  doc.setLanguage('en-IN')

  const width = PAGE.width - 2 * PAGE.margin
  let page = doc.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height])
    y = PAGE.height - PAGE.margin
  }

  for (const block of blocks) {
    const style = STYLE[block.kind]
    const font = style.bold ? bold : regular
    const indent = block.kind === 'item' || block.kind === 'check' ? INDENT : 0
    const text = printable(block.text, font)
    const measure = measurer(font, style.size)
    const lines = wrap(text, width - indent, measure)
    const lead = style.size * LEADING
    // A heading stays with the first lines of its text.
    if (block.kind === 'heading' && y - style.before - lead * 3 < PAGE.margin) newPage()
    else if (y < PAGE.height - PAGE.margin) y -= style.before
    const link = block.url ? linkSpan(text, block.url) : undefined
    lines.forEach((line, index) => {
      if (y - lead < PAGE.margin) newPage()
      y -= lead
      const x = PAGE.margin + indent
      if (index === 0 && block.kind === 'check') {
        page.drawRectangle({
          x: PAGE.margin,
          y: y - 1,
          width: 9,
          height: 9,
          borderWidth: 0.5,
          borderColor: rgb(0, 0, 0),
        })
      }
      if (index === 0 && block.kind === 'item') {
        page.drawText('•', { x: PAGE.margin + 4, y, size: style.size, font })
      }
      drawLine(page, line, { x, y, size: style.size, font, link, url: block.url })
    })
    y -= style.gap
  }

  const pages = doc.getPages()
  pages.forEach((each, index) => {
    each.drawText(printable(`${footer} - page ${index + 1} of ${pages.length}`, regular), {
      x: PAGE.margin,
      y: FOOTER.y,
      size: FOOTER.size,
      font: regular,
    })
  })
  return doc.save()
}

const widths = new WeakMap<PDFFont, Map<string, number>>()

/** The font's width of a text at a size, remembered: measuring shapes the text, which is slow. */
function measurer(font: PDFFont, size: number): (text: string) => number {
  let known = widths.get(font)
  if (!known) widths.set(font, (known = new Map()))
  return (text) => {
    let width = known.get(text)
    if (width === undefined) known.set(text, (width = font.widthOfTextAtSize(text, 1)))
    return width * size
  }
}

/** Where the address is in the block's text; the whole text when it is not written out. */
function linkSpan(text: string, url: string): { from: number; to: number } {
  const at = text.indexOf(url)
  return at >= 0 ? { from: at, to: at + url.length } : { from: 0, to: text.length }
}

/** Draws a line; the part of it inside the link is coloured and covered by a link annotation. */
function drawLine(
  page: PDFPage,
  line: Line,
  options: {
    x: number
    y: number
    size: number
    font: PDFFont
    link: { from: number; to: number } | undefined
    url: string | undefined
  },
) {
  const { x, y, size, font, link, url } = options
  const end = line.start + line.text.length
  if (!link || !url || link.to <= line.start || link.from >= end) {
    page.drawText(line.text, { x, y, size, font })
    return
  }
  const from = Math.max(link.from, line.start) - line.start
  const to = Math.min(link.to, end) - line.start
  const x0 = x + font.widthOfTextAtSize(line.text.slice(0, from), size)
  const x1 = x + font.widthOfTextAtSize(line.text.slice(0, to), size)
  if (from > 0) page.drawText(line.text.slice(0, from), { x, y, size, font })
  page.drawText(line.text.slice(from, to), { x: x0, y, size, font, color: LINK_COLOUR })
  if (to < line.text.length) page.drawText(line.text.slice(to), { x: x1, y, size, font })
  const descent = font.heightAtSize(size) - font.heightAtSize(size, { descender: false })
  const annotation = page.doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [x0, y - descent, x1, y + font.heightAtSize(size, { descender: false })],
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
  })
  page.node.addAnnot(page.doc.context.register(annotation))
}
