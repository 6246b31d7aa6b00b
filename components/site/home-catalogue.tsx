import { ArrowRight, CalendarDays, CheckCircle2, MapPin } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'

import { galleryAnchor, GalleryPicture } from '@/components/site/gallery-picture'
import { HeroCarousel } from '@/components/site/hero-carousel'
import { OurUniversityList } from '@/components/site/partner-list'
import { UniversityImage } from '@/components/universities/catalogue-image'
import { CautionLine } from '@/components/universities/cautions'
import { TuitionChip, tuitionLabel } from '@/components/universities/tuition'
import type { Rates } from '@/lib/universities/money'
import { FacilityBadges } from '@/components/universities/university-card'
import { buttonVariants } from '@/components/ui/button'
import { beforeYouChoose, whyMbbsAbroad } from '@/data/home'
import type { GalleryEntry } from '@/lib/data/gallery'
import { countriesWithCounts, type University, type UniversityCard } from '@/lib/universities/model'

/** The home page's sections that show the catalogue. */

/** The carousel's universities (data/home.ts), in full, in their order. */
export function UniversityCarousel({
  universities: slides,
}: {
  universities: readonly University[]
}) {
  if (slides.length === 0) return null
  return (
    <HeroCarousel
      slides={slides.map((university, index) => ({
        id: university.id,
        label: university.name,
        content: (
          <article className="border-border overflow-hidden rounded-2xl border bg-white shadow-sm">
            <UniversityImage
              university={university}
              // Beside the hero text from 1024 px; below the first screen on a phone.
              priority={index === 0 && '(min-width: 1024px)'}
              className="aspect-[8/5] w-full object-cover"
            />
            <div className="p-5">
              <p className="text-primary text-sm font-semibold">{university.countryName}</p>
              <h2 className="mt-1 text-xl font-bold">{university.name}</h2>
              <p className="text-muted-foreground mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {university.established ? (
                  <span className="flex items-center gap-1">
                    <Icon icon={CalendarDays} className="size-4" /> Established{' '}
                    {university.established}
                  </span>
                ) : null}
              </p>
              <p className="text-muted-foreground mt-3 line-clamp-2 text-sm">
                {university.description}
              </p>
              <Link
                href={`/university-details/${university.id}`}
                className="text-primary mt-3 inline-flex items-center gap-1 font-semibold hover:underline"
              >
                View university <Icon icon={ArrowRight} className="size-4" />
                <span className="sr-only">: {university.name}</span>
              </Link>
            </div>
          </article>
        ),
      }))}
    />
  )
}

export function WhyMbbsAbroad() {
  return (
    <section id="why" aria-labelledby="why-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="why-heading" className="text-3xl font-extrabold tracking-tight">
          Why Choose MBBS Abroad
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {whyMbbsAbroad.map((item) => (
            <li key={item.title} className="border-border rounded-2xl border p-5">
              <h3 className="text-lg font-bold">{item.title}</h3>
              <p className="text-muted-foreground mt-2">{item.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-2xl bg-teal-50 p-6">
          <h3 className="text-lg font-bold">
            Before you choose a university, check that you have:
          </h3>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {beforeYouChoose.map((item) => (
              <li key={item} className="flex gap-2">
                <Icon icon={CheckCircle2} className="text-primary mt-0.5 size-5 shrink-0" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}

/**
 * The list's items: each country's first few, so the page weighs the same however
 * large the catalogue grows; the rest are a link to the listing.
 */
const LISTED_PER_COUNTRY = 24

function firstOfEachCountry<T extends { country: string }>(universities: readonly T[]): T[] {
  const taken = new Map<string, number>()
  return universities.filter((university) => {
    const count = taken.get(university.country) ?? 0
    taken.set(university.country, count + 1)
    return count < LISTED_PER_COUNTRY
  })
}

/**
 * Every university in our catalogue, by country. It is the list we advise on, not a list of
 * partners: no partnership with any of them is evidenced, so none is claimed.
 */
export function UniversitiesInOurList({
  universities,
}: {
  universities: readonly UniversityCard[]
}) {
  const chips = countriesWithCounts(universities).sort(
    (a, b) => b.count - a.count || a.name.localeCompare(b.name),
  )
  return (
    <section id="our-list" aria-labelledby="our-list-heading" className="bg-muted/60">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="our-list-heading" className="text-3xl font-extrabold tracking-tight">
            Universities in our list
          </h2>
          <Link href="/universities" className={buttonVariants({ variant: 'outline' })}>
            Compare all universities
          </Link>
        </div>
        <div className="mt-6">
          <OurUniversityList
            countries={chips}
            total={universities.length}
            items={firstOfEachCountry(universities).map((university) => ({
              id: university.id,
              name: university.name,
              country: university.country,
              place: `${university.city}, ${university.countryName}`,
              tuition: tuitionLabel(university.tuitionFee, university.tuitionRange),
            }))}
          />
        </div>
      </div>
    </section>
  )
}

export function FeaturedUniversity({
  university,
  rates,
}: {
  university: University | undefined
  rates: Rates
}) {
  if (!university) return null
  return (
    <section id="featured" aria-labelledby="featured-heading" className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:items-center">
        <UniversityImage
          university={university}
          className="aspect-[8/5] w-full rounded-2xl object-cover"
        />
        <div>
          <p className="text-accent text-sm font-semibold tracking-wide uppercase">
            Featured university
          </p>
          <h2 id="featured-heading" className="mt-2 text-3xl font-extrabold tracking-tight">
            {university.name}
          </h2>
          <p className="text-muted-foreground mt-2 flex items-center gap-1">
            <Icon icon={MapPin} className="size-4" />
            {university.city}, {university.countryName}
          </p>
          <p className="mt-4 text-lg">{university.description}</p>
          <div className="mt-4 space-y-3">
            <TuitionChip
              fee={university.tuitionFee}
              range={university.tuitionRange}
              rates={rates}
            />
            <CautionLine cautions={university.cautions} />
            <FacilityBadges facilities={university.facilities} limit={4} />
          </div>
          <Link
            href={`/university-details/${university.id}`}
            // Wraps on a small phone: on one line it is 348 px, wider than a 360 px screen.
            className={buttonVariants({ size: 'wrap', className: 'mt-6' })}
          >
            Fees, FMGL checklist and admission <Icon icon={ArrowRight} />
          </Link>
        </div>
      </div>
    </section>
  )
}

export const GALLERY_TEASER_ITEMS = 6

export function GalleryTeaser({ items }: { items: readonly GalleryEntry[] }) {
  return (
    <section id="gallery" aria-labelledby="gallery-heading" className="bg-muted/60">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="gallery-heading" className="text-3xl font-extrabold tracking-tight">
            Student life
          </h2>
          <Link href="/gallery" className={buttonVariants({ variant: 'outline' })}>
            View the gallery
          </Link>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3">
          {items.slice(0, GALLERY_TEASER_ITEMS).map((item) => (
            <li key={item.id}>
              {item.video ? (
                // A video plays in the gallery's lightbox, opened at it by the address.
                <Link
                  href={`/gallery#${galleryAnchor(item)}`}
                  aria-label={`Play video: ${item.title}`}
                  className="group block rounded-xl"
                >
                  <GalleryPicture item={item} />
                  <span className="mt-2 block text-sm font-medium">{item.title}</span>
                </Link>
              ) : (
                <figure>
                  <GalleryPicture item={item} />
                  <figcaption className="mt-2 text-sm font-medium">{item.title}</figcaption>
                </figure>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
