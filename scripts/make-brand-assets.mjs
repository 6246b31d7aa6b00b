// Writes the icons and the Open Graph image from the mark of lib/brand-mark.mjs. Run by hand
// after changing the mark (`node scripts/make-brand-assets.mjs`); the outputs are committed.
import fs from 'node:fs/promises'

import sharp from 'sharp'

import { brandMarkShapes, brandMarkSvg } from '../lib/brand-mark.mjs'

const mark = (size) => brandMarkSvg(size)

const og = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f0fdfa"/><stop offset="1" stop-color="#fffbeb"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(90 110) scale(5)">
    ${brandMarkShapes()}
  </g>
  <text x="90" y="360" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#0f172a">MedPathway Abroad</text>
  <text x="90" y="440" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" fill="#334155">Study MBBS abroad with honest, NEET-first guidance</text>
  <text x="90" y="520" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#0f766e">Universities in 12 countries · Real costs · FMGL 2021 checks</text>
</svg>`

const png = (svg, size) => sharp(Buffer.from(svg)).resize(size, size).png().toBuffer()

/** An .ico holding PNG images (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  const entries = []
  let offset = 6 + 16 * images.length
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    entries.push(entry)
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)])
}

await fs.writeFile('app/icon.svg', mark(32))
await fs.writeFile('app/apple-icon.png', await png(mark(180), 180))
await fs.writeFile('public/icon.png', await png(mark(512), 512))
await fs.writeFile(
  'app/favicon.ico',
  ico([
    { size: 16, data: await png(mark(16), 16) },
    { size: 32, data: await png(mark(32), 32) },
    { size: 48, data: await png(mark(48), 48) },
  ]),
)
await fs.writeFile(
  'public/og.png',
  await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toBuffer(),
)
console.log(
  'Wrote app/icon.svg, app/apple-icon.png, app/favicon.ico, public/icon.png, public/og.png',
)
