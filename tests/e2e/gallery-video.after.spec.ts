import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, signInAsAdmin, test } from './fixtures'

/** A real one-second WebM, recorded from a canvas by the browser's own MediaRecorder. */
async function recordWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 160
    canvas.height = 120
    const context = canvas.getContext('2d')!
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    recorder.start(100)
    for (let frame = 0; frame < 15; frame += 1) {
      context.fillStyle = `hsl(${frame * 24}, 70%, 50%)`
      context.fillRect(0, 0, 160, 120)
      await new Promise((resolve) => setTimeout(resolve, 66))
    }
    recorder.stop()
    await stopped
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())]
  })
  return Buffer.from(bytes)
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}

const isYouTube = (url: string) => /youtube|ytimg|googlevideo/.test(new URL(url).hostname)

test(
  'staff add a YouTube video and a WebM; visitors see posters with a play mark and watch them in the full-screen lightbox',
  { tag: '@full' },
  async ({ page, baseURL }) => {
    test.setTimeout(120_000)
    const stamp = Date.now()
    const youtubeTitle = `Hostel tour ${stamp}`
    const fileTitle = `Campus walk ${stamp}`

    await signInAsAdmin(page)
    await page.getByRole('button', { name: 'Upload Gallery Image' }).click()
    const card = page.getByRole('region', { name: 'Upload Gallery Image' })
    const toast = (text: string) => page.locator('[data-sonner-toast]', { hasText: text })

    // A YouTube link: only a real YouTube address is taken.
    await card.getByRole('radio', { name: 'A YouTube video' }).check()
    await card.getByLabel('YouTube link').fill('https://vimeo.com/123456')
    await card.getByLabel('Title').fill(youtubeTitle)
    await card.getByRole('button', { name: 'Add video' }).click()
    await expect(card.getByText('Invalid URL', { exact: true })).toBeVisible()
    await card.getByLabel('YouTube link').fill('https://youtu.be/dQw4w9WgXcQ?si=shared')
    await card.getByRole('button', { name: 'Add video' }).click()
    await expect(toast('Video added successfully')).toBeVisible()
    // Gone before the next upload, so the next one is known by its own toast (two at once
    // needed the first to outlast an upload, which a busy machine's did not).
    await expect(toast('Video added successfully')).toHaveCount(0, { timeout: 15_000 })

    // A video file: judged by its bytes, whatever its name says.
    await card.getByRole('radio', { name: 'A video file' }).check()
    const videoInput = card.getByLabel('Video file', { exact: true })
    await videoInput.setInputFiles({
      name: 'clip.webm',
      mimeType: 'video/webm',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    })
    await card.getByRole('button', { name: 'Upload' }).click()
    await expect(toast('Please select an MP4 or WebM video')).toBeVisible()
    const webm = await recordWebm(page)
    await videoInput.setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: webm })
    await card.getByLabel('Title').fill(fileTitle)
    await card.getByRole('button', { name: 'Upload' }).click()
    await expect(toast('Video added successfully')).toBeVisible({ timeout: 15_000 })

    // The public gallery: nothing is asked of YouTube until the visitor presses Play.
    const youtubeRequests: string[] = []
    page.on('request', (request) => {
      if (isYouTube(request.url())) youtubeRequests.push(request.url())
    })
    await page.goto('/gallery')
    const youtubeTile = page.getByRole('link', { name: `Play video: ${youtubeTitle}` })
    const fileTile = page.getByRole('link', { name: `Play video: ${fileTitle}` })
    await expect(youtubeTile.locator('[data-play-mark]')).toBeVisible()
    await expect(fileTile.locator('[data-play-mark]')).toBeVisible()
    expect(await youtubeTile.locator('img').getAttribute('src')).toBe(
      '/images/gallery/video-poster.svg',
    )

    expect(await axeViolations(page)).toEqual([])

    await youtubeTile.click()
    const lightbox = page.getByRole('dialog', { name: youtubeTitle })
    await expect(lightbox).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    const viewport = page.viewportSize()!
    expect(await lightbox.boundingBox()).toEqual({
      x: 0,
      y: 0,
      width: viewport.width,
      height: viewport.height,
    })
    const tiles = await page
      .locator('main li a')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('aria-label') ?? link.textContent ?? ''),
      )
    const at = tiles.findIndex((name) => name === `Play video: ${youtubeTitle}`)
    await expect(lightbox.getByText(`${at + 1} of ${tiles.length}`)).toBeVisible()
    const next = page
      .locator('dialog[open]')
      .getByText(`${((at + 1) % tiles.length) + 1} of ${tiles.length}`)

    // The arrow keys step through the items (wrapping) wherever the focus is, also once the
    // control that had it has gone with its item.
    await lightbox.getByRole('button', { name: 'Play on YouTube' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(next).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('dialog', { name: youtubeTitle })).toBeVisible()

    await page.waitForTimeout(500)
    expect(youtubeRequests).toEqual([])
    await lightbox.getByRole('button', { name: 'Play on YouTube' }).click()
    await expect(lightbox.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    )

    // Leaving the video unmounts it.
    await page.keyboard.press('ArrowRight')
    await expect(next).toBeVisible()
    await expect(page.locator('dialog iframe')).toHaveCount(0)
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('dialog', { name: youtubeTitle })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    await expect(youtubeTile).toBeFocused()

    // The uploaded video plays from this site, in parts.
    await fileTile.click()
    const player = page.getByRole('dialog', { name: fileTitle }).locator('video')
    await expect(player).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    const src = await player.locator('source').getAttribute('src')
    expect(src).toMatch(/^\/uploads\/[0-9a-f]{32}\.webm$/)
    const part = await page.request.get(`${baseURL}${src}`, { headers: { range: 'bytes=0-99' } })
    expect(part.status()).toBe(206)
    expect(part.headers()['content-type']).toBe('video/webm')
    expect(part.headers()['content-range']).toBe(`bytes 0-99/${webm.length}`)
    expect((await part.body()).equals(webm.subarray(0, 100))).toBe(true)
    const width = await player.evaluate(async (video: HTMLVideoElement) => {
      video.muted = true
      video.load()
      await new Promise((resolve, reject) => {
        video.onloadedmetadata = resolve
        video.onerror = () => reject(new Error(`video error ${video.error?.code}`))
      })
      return video.videoWidth
    })
    expect(width).toBe(160)
    await page
      .getByRole('dialog', { name: fileTitle })
      .getByRole('button', { name: 'Close' })
      .click()
    await expect(page.locator('dialog[open]')).toHaveCount(0)

    // The home page's teaser: a video tile says so, and leads to the video in the lightbox.
    youtubeRequests.length = 0
    await page.goto('/')
    const teaserTile = page
      .locator('section[aria-labelledby="gallery-heading"]')
      .getByRole('link', { name: `Play video: ${youtubeTitle}` })
    await expect(teaserTile.locator('[data-play-mark]')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    const teaserHref = await teaserTile.getAttribute('href')
    expect(teaserHref).toMatch(/^\/gallery#gallery-upload-\d+$/)
    await teaserTile.click()
    await expect(page).toHaveURL(new RegExp(`${teaserHref}$`))
    await expect(page.getByRole('dialog', { name: youtubeTitle })).toBeVisible()
    await expect(page.locator('dialog iframe')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    await expect(youtubeTile).toBeFocused()
    // Closed, the address is the gallery's again: a reload does not reopen it.
    await expect(page).toHaveURL(/\/gallery$/)
    await page.reload()
    await expect(youtubeTile).toBeVisible()
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    // Arriving with the address (a shared link, a fresh tab) opens it too.
    await page.goto('/')
    await page.goto(teaserHref!)
    await expect(page.getByRole('dialog', { name: youtubeTitle })).toBeVisible()
    expect(youtubeRequests).toEqual([])

    // A video over 10 MB reaches the handler whole (a proxy in front would cut the body there).
    const big = Buffer.concat([webm.subarray(0, 64), Buffer.alloc(12 * 1024 * 1024, 7)])
    const added = await page.request.post('/api/staff/gallery', {
      headers: { origin: baseURL! },
      multipart: {
        kind: 'video',
        title: `Long clip ${stamp}`,
        file: { name: 'long.webm', mimeType: 'video/webm', buffer: big },
      },
    })
    expect(added.status()).toBe(201)
    const { videoUrl } = (await added.json()) as { videoUrl: string }
    const head = await page.request.get(videoUrl, { headers: { range: 'bytes=0-0' } })
    expect(head.headers()['content-range']).toBe(`bytes 0-0/${big.length}`)
  },
)

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  })

  test(
    'the lightbox fills the screen and a swipe moves between the items',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/gallery')
      const tiles = page.locator('main li a')
      await tiles.first().click()
      const dialog = page.locator('dialog[open]')
      expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 })
      const count = await tiles.count()
      await expect(dialog.getByText(`1 of ${count}`)).toBeVisible()

      // A real touch swipe, right to left, across the middle of the screen.
      const touch = await page.context().newCDPSession(page)
      const swipe = async (fromX: number, toX: number) => {
        const y = 300
        await touch.send('Input.dispatchTouchEvent', {
          type: 'touchStart',
          touchPoints: [{ x: fromX, y }],
        })
        for (let step = 1; step <= 5; step += 1) {
          await touch.send('Input.dispatchTouchEvent', {
            type: 'touchMove',
            touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y }],
          })
        }
        await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      }
      await swipe(320, 80)
      await expect(dialog.getByText(`2 of ${count}`)).toBeVisible()
      await swipe(80, 320)
      await expect(dialog.getByText(`1 of ${count}`)).toBeVisible()
      // A swipe is not a click beside the item: the lightbox stays open.
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
    },
  )
})
