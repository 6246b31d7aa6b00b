import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

/**
 * The layout of the pages whose hero carries a lead form, and of the home page's figures, as
 * a desktop, a tablet and a phone lay them out: no dark area left empty beside a form, and a
 * row of figures as wide as its row.
 */

const screens = [
  {
    name: 'desktop',
    use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  },
  {
    name: 'tablet',
    use: {
      viewport: { width: 768, height: 1024 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    },
  },
  {
    name: 'phone',
    use: {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    },
  },
] as const

/**
 * Points down the middle of the hero's text column, from a little below its text to the bottom of the form
 * beside or under it, where the page shows the hero's dark navy: an empty dark block. Read
 * from what Chromium paints (a screenshot), whatever draws the band.
 */
async function emptyNavyPoints(page: Page) {
  const { column, textBottom, formBottom } = await page.evaluate(() => {
    const heading = document.querySelector('h1')!
    // Where the hero's text ends: its column may stretch to the form's height.
    const parent = heading.parentElement!
    const box = parent.getBoundingClientRect()
    return {
      column: {
        left: box.left + window.scrollX,
        middle: box.left + box.width / 2 + window.scrollX,
        top: heading.getBoundingClientRect().top + window.scrollY,
      },
      textBottom:
        Math.max(...Array.from(parent.children, (child) => child.getBoundingClientRect().bottom)) +
        window.scrollY,
      formBottom:
        document.querySelector('main form')!.getBoundingClientRect().bottom + window.scrollY,
    }
  })
  const shot = await page.screenshot({ fullPage: true, scale: 'css' })
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 3
    return [data[i]!, data[i + 1]!, data[i + 2]!]
  }
  // The band's colour: just above the title, inside the band's top padding.
  const navy = at(column.left + 2, column.top - 8)
  expect(Math.max(...navy), 'the hero is dark').toBeLessThan(80)
  const isNavy = (rgb: number[]) => rgb.every((value, i) => Math.abs(value - navy[i]!) <= 6)
  const empty: number[] = []
  for (let y = textBottom + 100; y < formBottom; y += 40) {
    if (isNavy(at(column.middle, y))) empty.push(Math.round(y))
  }
  return empty
}

for (const screen of screens) {
  // The phone in npm test; the tablet and desktop sizes in test:full.
  const tag = screen.name === 'phone' ? [] : '@full'
  test.describe(`at ${screen.use.viewport.width} px (${screen.name})`, { tag }, () => {
    test.use(screen.use)

    for (const path of ['/admission-process', '/fmge-next-coaching']) {
      // One of the two pages in npm test.
      const tag = path === '/admission-process' ? [] : '@full'
      test(
        `${path}: the form sits in the hero with no empty dark block beside it`,
        { tag },
        async ({ page }) => {
          await page.goto(path)
          const form = page.locator('main form').first()
          const box = (await form.boundingBox())!
          expect(box.x).toBeGreaterThanOrEqual(0)
          expect(box.x + box.width).toBeLessThanOrEqual(screen.use.viewport.width)
          expect(await emptyNavyPoints(page)).toEqual([])
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0)
        },
      )
    }

    test('the home page’s figures fill their row', { tag: '@full' }, async ({ page }) => {
      await page.goto('/')
      const figures = page.locator('section[aria-labelledby="hero-heading"] dl')
      const row = (await figures.boundingBox())!
      const cards = await figures
        .locator(':scope > div')
        .evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
        )
      expect(cards.length).toBeGreaterThanOrEqual(2)
      // Each line of cards runs from the row's left edge to its right edge.
      const lines = new Map<number, DOMRect[]>()
      for (const card of cards) {
        lines.set(Math.round(card.top), [...(lines.get(Math.round(card.top)) ?? []), card])
      }
      for (const line of lines.values()) {
        expect(Math.min(...line.map((card) => card.left))).toBeCloseTo(row.x, 0)
        expect(Math.max(...line.map((card) => card.right))).toBeCloseTo(row.x + row.width, 0)
      }
    })
  })
}
