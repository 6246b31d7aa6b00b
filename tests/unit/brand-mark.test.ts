import fs from 'node:fs'

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { Logo } from '@/components/site/logo'
import { brandMarkSvg } from '@/lib/brand-mark.mjs'

/** app/icon.svg, the mark every icon is made from, drawn at `size` px. */
const iconSvg = fs.readFileSync('app/icon.svg', 'utf8')
const atSize = (svg: string, size: number) =>
  svg.replace(/width="\d+" height="\d+"/, `width="${size}" height="${size}"`)

async function pixels(svg: string, size: number) {
  const { data } = await sharp(Buffer.from(atSize(svg, size)))
    .resize(size, size)
    .flatten({ background: '#000' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return (x: number, y: number) => {
    const i = (y * size + x) * 3
    return [data[i]!, data[i + 1]!, data[i + 2]!] as const
  }
}

/** The mark with everything but its white cross left out. */
function crossOnly(svg: string) {
  const cross = /<path[^>]*fill="#fff"[^>]*\/>/.exec(svg)?.[0]
  expect(cross, 'app/icon.svg draws a white cross').toBeDefined()
  return svg.replace(/<svg([^>]*)>[\s\S]*<\/svg>/, `<svg$1>${cross}</svg>`)
}

describe('the brand mark', () => {
  for (const size of [16, 32]) {
    it(`keeps its white cross whole and white at ${size} px: nothing is drawn across it`, async () => {
      const [mark, cross] = await Promise.all([
        pixels(iconSvg, size),
        pixels(crossOnly(iconSvg), size),
      ])
      const covered: string[] = []
      let crossPixels = 0
      for (let y = 0; y < size; y += 1) {
        for (let x = 0; x < size; x += 1) {
          if (cross(x, y)[0] < 250) continue // not fully inside the cross
          crossPixels += 1
          if (mark(x, y).some((channel) => channel < 235)) covered.push(`${x},${y}`)
        }
      }
      expect(crossPixels).toBeGreaterThan(size * 2)
      expect(covered).toEqual([])
    })
  }

  it('is what the header draws, and what the script last wrote to app/icon.svg', () => {
    expect(iconSvg).toBe(brandMarkSvg(32))
    const shapes = (svg: string) =>
      [...svg.matchAll(/<(rect|path|circle)\b([^>]*?)\/?>/g)].map(([, tag, attributes]) => [
        tag,
        [...attributes!.matchAll(/([a-z]+)="([^"]*)"/g)]
          .map(([, name, value]) => `${name}=${value}`)
          .sort(),
      ])
    const logo = renderToStaticMarkup(createElement(Logo))
    expect(shapes(logo)).toEqual(shapes(iconSvg))
  })

  it('is what the favicon and the Apple touch icon show (made from it by the script)', async () => {
    const ico = fs.readFileSync('app/favicon.ico')
    const count = ico.readUInt16LE(4)
    const sizes: number[] = []
    for (let entry = 0; entry < count; entry += 1) {
      const at = 6 + entry * 16
      const size = ico.readUInt8(at) || 256
      const image = ico.subarray(
        ico.readUInt32LE(at + 12),
        ico.readUInt32LE(at + 12) + ico.readUInt32LE(at + 8),
      )
      sizes.push(size)
      await expectSameImage(image, size)
    }
    expect(sizes).toEqual([16, 32, 48])
    await expectSameImage(fs.readFileSync('app/apple-icon.png'), 180)
  })
})

/** The largest difference of any channel of any pixel between `png` and the mark at `size` px. */
async function expectSameImage(png: Buffer, size: number) {
  const raw = (input: Buffer) =>
    sharp(input).resize(size, size).flatten({ background: '#000' }).raw().toBuffer()
  const [expected, actual] = await Promise.all([raw(Buffer.from(atSize(iconSvg, size))), raw(png)])
  let largest = 0
  for (let i = 0; i < expected.length; i += 1)
    largest = Math.max(largest, Math.abs(expected[i]! - actual[i]!))
  expect(largest, `the ${size} px icon`).toBeLessThanOrEqual(8)
}
