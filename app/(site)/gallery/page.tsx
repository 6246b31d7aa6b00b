import type { Metadata } from 'next'

import { PageHeader } from '@/components/site/page-header'
import { GalleryGrid } from '@/components/site/gallery-grid'
import { getGallery } from '@/lib/data/gallery'
import { absoluteUrl, pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({
  title: 'Gallery: Student Life Abroad',
  description:
    'Drawings of typical scenes of studying medicine abroad (a briefing, classes, hostel life, a graduation), and the photos and videos we add.',
  path: '/gallery',
})

// Regenerated at most every 5 minutes, or at once after a staff upload.
export const revalidate = 300

export default async function GalleryPage() {
  const items = await getGallery()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageHeader
        title="Gallery"
        trail={[{ name: 'Gallery', path: '/gallery' }]}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'ImageGallery',
            name: 'Gallery',
            url: absoluteUrl('/gallery'),
            image: items
              .filter((item) => !item.video)
              .map((item) => ({
                '@type': 'ImageObject',
                contentUrl: absoluteUrl(item.fullSize),
                name: item.title,
              })),
            video: items.flatMap(({ video, ...item }) =>
              video
                ? [
                    {
                      '@type': 'VideoObject',
                      name: item.title,
                      description: item.description || item.title,
                      thumbnailUrl: absoluteUrl(item.thumbnail),
                      uploadDate: item.addedOn,
                      ...(video.kind === 'file'
                        ? { contentUrl: absoluteUrl(video.src) }
                        : { embedUrl: `https://www.youtube-nocookie.com/embed/${video.id}` }),
                    },
                  ]
                : [],
            ),
          },
        ]}
        lead={
          <>
            The pictures below are drawings of typical scenes of studying medicine abroad, not
            photographs of our students or our events. Photos and videos we add appear first.
          </>
        }
      />
      <div className="mt-8">
        <GalleryGrid items={items} />
      </div>
    </div>
  )
}
