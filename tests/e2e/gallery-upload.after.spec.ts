import sharp from 'sharp'

import { expect, signInAsAdmin, test } from './fixtures'

test('staff upload a photo that then shows on /gallery and the home page; other files are refused', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  // Refused without a session, and from another site even with one (checked below).
  const anonymous = await request.post('/api/staff/gallery', {
    multipart: { file: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('x') } },
  })
  expect(anonymous.status()).toBe(401)

  await signInAsAdmin(page)

  const crossSite = await page.request.post('/api/staff/gallery', {
    headers: { origin: 'https://attacker.example' },
    multipart: { file: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('x') } },
  })
  expect(crossSite.status()).toBe(403)

  await page.getByRole('button', { name: 'Upload Gallery Image' }).click()
  const card = page.getByRole('region', { name: 'Upload Gallery Image' })
  const toast = (text: string) => page.locator('[data-sonner-toast]', { hasText: text })

  await card.getByRole('button', { name: 'Upload' }).click()
  await expect(toast('Please select an image to upload')).toBeVisible()

  const fileInput = card.getByLabel('Image file')
  await fileInput.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff),
  })
  await expect(toast('Please select an image smaller than 10MB')).toBeVisible()

  // An HTML file named like a photo: refused as it is chosen, by its bytes, with no broken
  // preview; and the server, which reads the bytes too, refuses it if it is sent anyway.
  const html = Buffer.from('<html><script>alert(1)</script></html>')
  await fileInput.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: html })
  await expect(fileInput).toHaveAttribute('aria-invalid', 'true')
  await expect(fileInput).toHaveAccessibleDescription(
    'Not an image: Please select a JPEG, PNG or WebP image',
  )
  await expect(card.getByRole('img')).toHaveCount(0)
  await expect(card.getByRole('button', { name: 'Remove the chosen image' })).toHaveCount(0)
  await card.getByRole('button', { name: 'Upload' }).click()
  await expect(toast('Please select an image to upload')).toBeVisible()
  const sentAnyway = await page.request.post('/api/staff/gallery', {
    headers: { origin: baseURL! },
    multipart: { kind: 'image', file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: html } },
  })
  expect(sentAnyway.status()).toBe(415)
  expect(await sentAnyway.json()).toMatchObject({
    description: 'Please select a JPEG, PNG or WebP image',
  })

  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .withExif({ IFD0: { Make: 'PhoneMaker' } })
    .png()
    .toBuffer()
  const title = `campus-tour-${Date.now()}`
  await fileInput.setInputFiles({ name: `${title}.png`, mimeType: 'image/png', buffer: photo })
  await expect(card.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible()
  await expect(fileInput).not.toHaveAttribute('aria-invalid', 'true')
  await card.getByRole('button', { name: 'Remove the chosen image' }).click()
  await expect(card.getByRole('img')).toHaveCount(0)
  await fileInput.setInputFiles({ name: `${title}.png`, mimeType: 'image/png', buffer: photo })
  await card.getByRole('button', { name: 'Upload' }).click()
  await expect(toast('Image uploaded successfully')).toBeVisible()
  await expect(card.getByRole('img')).toHaveCount(0)

  // On the gallery page first, as a tile that opens the picture, served safely.
  await page.goto('/gallery')
  const tile = page.getByRole('link', { name: title })
  await expect(tile).toBeVisible()
  const thumb = await tile.locator('img').getAttribute('src')
  expect(thumb).toMatch(/^\/uploads\/[0-9a-f]{32}-thumb\.webp$/)
  const served = await request.get(`${baseURL}${thumb}`)
  expect(served.headers()['content-type']).toBe('image/webp')
  expect(served.headers()['x-content-type-options']).toBe('nosniff')
  expect(served.headers()['content-security-policy']).toBe("default-src 'none'; sandbox")
  expect((await served.body()).includes(Buffer.from('PhoneMaker'))).toBe(false)
  expect((await request.get('/uploads/..%2F..%2Fetc%2Fpasswd')).status()).toBe(404)
  await tile.click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog.getByRole('img')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()

  // And in the home page's teaser, which shows the newest items first (not necessarily as the
  // very first: the video test, running beside this one, may add a newer item meanwhile).
  await page.goto('/')
  const teaser = page.locator('section[aria-labelledby="gallery-heading"]')
  await expect(teaser.getByRole('listitem').filter({ hasText: title })).toHaveCount(1)
})
