import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { sniffImage, storeImage, UPLOAD_NAME, uploadsDir } from '@/lib/uploads/images'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbbs-uploads-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

describe('gallery uploads', () => {
  it('are judged by their bytes, not their name', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .png()
      .toBuffer()
    const jpeg = await sharp(png).jpeg().toBuffer()
    const webp = await sharp(png).webp().toBuffer()
    expect(sniffImage(png)).toBe('png')
    expect(sniffImage(jpeg)).toBe('jpeg')
    expect(sniffImage(webp)).toBe('webp')
    expect(sniffImage(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBeNull()
    expect(sniffImage(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(sniffImage(new Uint8Array())).toBeNull()
  })

  it('are re-encoded as WebP without EXIF or location, at most 1600 px, under a random name', async () => {
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: { r: 20, g: 120, b: 90 } },
    })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Camera 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
      })
      .jpeg()
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()

    const stored = await storeImage(photo, dataDir)
    expect(stored.fullSize).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/)
    expect(stored.thumbnail).toBe(stored.fullSize.replace('.webp', '-thumb.webp'))
    expect([stored.width, stored.height]).toEqual([1600, 1200])
    for (const url of [stored.fullSize, stored.thumbnail]) {
      const name = url.split('/').pop()!
      expect(name).toMatch(UPLOAD_NAME)
      const file = fs.readFileSync(path.join(uploadsDir(dataDir), name))
      const meta = await sharp(file).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.exif).toBeUndefined()
      expect(meta.icc).toBeUndefined()
      expect(file.includes(Buffer.from('PhoneMaker'))).toBe(false)
    }
    const thumb = await sharp(
      fs.readFileSync(path.join(uploadsDir(dataDir), stored.thumbnail.split('/').pop()!)),
    ).metadata()
    expect([thumb.width, thumb.height]).toEqual([480, 320])
  })

  it('refuse bytes that only look like an image', async () => {
    const fake = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('not really')])
    expect(sniffImage(fake)).toBe('jpeg')
    await expect(storeImage(fake, dataDir)).rejects.toThrow()
  })
})
