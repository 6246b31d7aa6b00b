import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'

/**
 * The contrast of every piece of text inside `root` against the pixels Chromium actually drew
 * behind it. axe cannot judge text over a picture, so this measures it: the text is made
 * transparent, the region is photographed, and each line of text is compared, pixel by pixel,
 * with what lies under it (the text's own colour, with its transparency, blended over each
 * pixel). The worst pixel counts: a picture behind text can be any picture. WCAG AA asks for
 * 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold).
 *
 * Returns one line per text that falls short, "text: 2.1:1 (needs 4.5:1)".
 */
export async function textContrastProblems(page: Page, root: Locator): Promise<string[]> {
  await root.scrollIntoViewIfNeeded()
  await root.evaluate((element) =>
    Promise.all([...element.querySelectorAll('img')].map((img) => img.decode().catch(() => {}))),
  )
  const texts = await root.evaluate((element) => {
    const origin = element.getBoundingClientRect()
    // The computed colour may be written in any syntax (Tailwind's are oklab): a canvas turns
    // it into sRGB.
    const canvas = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!
    const rgba = (color: string) => {
      canvas.clearRect(0, 0, 1, 1)
      canvas.fillStyle = color
      canvas.fillRect(0, 0, 1, 1)
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data
      return [r!, g!, b!, a! / 255] as const
    }
    const found: {
      text: string
      color: readonly [number, number, number, number]
      large: boolean
      rects: { left: number; top: number; right: number; bottom: number }[]
    }[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const node = walker.currentNode
      const text = node.textContent?.trim()
      const parent = node.parentElement
      if (!text || !parent) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      // Lines a reader can see (visually hidden text is clipped to 1 px).
      const rects = [...range.getClientRects()]
        .filter((rect) => rect.width > 2 && rect.height > 2)
        .map((rect) => ({
          left: rect.left - origin.left,
          top: rect.top - origin.top,
          right: rect.right - origin.left,
          bottom: rect.bottom - origin.top,
        }))
      const style = getComputedStyle(parent)
      if (rects.length === 0 || style.visibility === 'hidden' || style.opacity === '0') continue
      const size = parseFloat(style.fontSize)
      const bold = Number(style.fontWeight) >= 700
      found.push({
        text,
        color: rgba(style.color),
        large: size >= 24 || (size >= 18.66 && bold),
        rects,
      })
    }
    return found
  })

  const hide = await page.addStyleTag({
    content:
      '*, *::before, *::after { color: transparent !important; text-decoration-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }',
  })
  const shot = await root.screenshot({ scale: 'css', animations: 'disabled' })
  await hide.evaluate((style) => (style as Element).remove())
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true })

  const problems: string[] = []
  for (const { text, color, large, rects } of texts) {
    const [r, g, b, a] = color
    const needed = large ? 3 : 4.5
    let worst = Infinity
    for (const rect of rects) {
      const x0 = Math.max(0, Math.ceil(rect.left))
      const x1 = Math.min(info.width, Math.floor(rect.right))
      const y0 = Math.max(0, Math.ceil(rect.top))
      const y1 = Math.min(info.height, Math.floor(rect.bottom))
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const i = (y * info.width + x) * info.channels
          const background = [data[i]!, data[i + 1]!, data[i + 2]!] as const
          const shown = [r, g, b].map((c, k) => a * c + (1 - a) * background[k]!)
          worst = Math.min(worst, contrast(shown, background))
        }
      }
    }
    if (worst < needed) {
      problems.push(`${text}: ${worst.toFixed(2)}:1 (needs ${needed}:1)`)
    }
  }
  return problems
}

/**
 * The university heroes' text, over each university's own picture and over a white one (the
 * brightest photograph staff could upload): 13 carries "estimate" beside its fee; 35 has no
 * fee, so its chip stands alone, as a staff-added university's without a rupee figure does.
 */
export async function heroContrastProblems(page: Page): Promise<string[]> {
  const white = await sharp({
    create: { width: 960, height: 600, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer()
  const problems: string[] = []
  for (const id of [13, 35]) {
    for (const picture of ['own', 'white'] as const) {
      if (picture === 'white') {
        await page.route('**/images/universities/**', (route) =>
          route.fulfill({ body: white, contentType: 'image/png' }),
        )
      }
      await page.goto(`/university-details/${id}`)
      const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
      const found = await textContrastProblems(page, hero)
      problems.push(...found.map((problem) => `${id}, ${picture} picture: ${problem}`))
      await page.unrouteAll()
    }
  }
  return problems
}

function luminance(rgb: readonly number[]): number {
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}
