import { Bus, Home, Mail, MessageCircle, Phone, Utensils } from 'lucide'

import { CheckList, GuideSection } from '@/components/guides/guide-sections'
import { ApplicationForm } from '@/components/leads/application-form'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'
import { UniversityImage } from '@/components/universities/catalogue-image'
import { FacilityBadges } from '@/components/universities/university-card'
import { buttonVariants } from '@/components/ui/button'
import { whyChooseUs } from '@/data/contact'
import type { Guide } from '@/data/destinations/schema'
import { site, telHref, whatsappHref } from '@/lib/site'
import type { CountryUniversity } from '@/lib/universities/model'

/** Nepal's page: what it has beyond the template. */

/** College cards: the first 4 facilities, '+N more', and 'View Details'. */
export function NepalColleges({ universities }: { universities: readonly CountryUniversity[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2">
      {universities.map((university) => {
        const href = `/university-details/${university.id}`
        return (
          <li key={university.id}>
            <article className="border-border flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm">
              <div className="relative aspect-[8/5]">
                <UniversityImage university={university} className="size-full object-cover" />
                <span className="text-primary absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold shadow-sm">
                  {university.category}
                </span>
              </div>
              <div className="flex flex-1 flex-col gap-3 p-5">
                <h3 className="text-lg leading-snug font-bold">{university.name}</h3>
                <p className="text-muted-foreground text-sm">
                  {university.city}
                  {university.established ? ` · established ${university.established}` : ''}
                </p>
                <p className="line-clamp-3 text-sm">{university.description}</p>
                <FacilityBadges facilities={university.facilities} limit={4} />
                <Link
                  href={href}
                  className={`${buttonVariants({ size: 'sm' })} mt-auto self-start`}
                  aria-label={`View details of ${university.name}`}
                >
                  View Details
                </Link>
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}

export function NepalLife({ life }: { life: NonNullable<Guide['life']> }) {
  const items = [
    { icon: Home, title: 'Accommodation', text: life.accommodation },
    { icon: Utensils, title: 'Food & Cuisine', text: life.food },
    { icon: Bus, title: 'Transportation', text: life.transportation },
  ]
  return (
    <GuideSection id="life" title="Life in Nepal">
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {items.map((item) => (
          <div key={item.title} className="border-border rounded-2xl border bg-white p-5">
            <h3 className="flex items-center gap-2 font-semibold">
              <Icon icon={item.icon} className="text-primary size-5" />
              {item.title}
            </h3>
            <p className="text-muted-foreground mt-2">{item.text}</p>
          </div>
        ))}
      </div>
    </GuideSection>
  )
}

/** The sticky sidebar: the enquiry form, 'Why Choose Us?' and 'Contact Our Counselors'. */
export function NepalSidebar({ name }: { name: string }) {
  return (
    <aside
      aria-label="Enquire about MBBS in Nepal"
      className="space-y-6 lg:sticky lg:top-24 lg:self-start"
    >
      <section
        id="enquiry"
        aria-labelledby="enquiry-heading"
        className="border-border scroll-mt-24 rounded-2xl border bg-white p-5 shadow-sm"
      >
        <h2 id="enquiry-heading" className="text-xl font-bold">
          Enquire about MBBS in {name}
        </h2>
        <p className="text-muted-foreground mt-1 mb-4 text-sm">
          Free counselling; a counsellor replies within one working day.
        </p>
        <ApplicationForm id="guide-application-form" countryName={name} />
      </section>
      <section
        aria-labelledby="why-us-heading"
        className="border-border rounded-2xl border bg-white p-5"
      >
        <h2 id="why-us-heading" className="text-lg font-bold">
          Why Choose Us?
        </h2>
        <CheckList items={whyChooseUs} className="text-sm" />
      </section>
      <section aria-labelledby="counsellors-heading" className="bg-primary-soft rounded-2xl p-5">
        <h2 id="counsellors-heading" className="text-lg font-bold">
          Contact Our Counselors
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          {site.phones.map((phone) => (
            <li key={phone}>
              <a
                href={telHref(phone)}
                className="inline-flex min-h-11 items-center gap-2 underline"
              >
                <Icon icon={Phone} className="size-4" />
                {phone}
              </a>
            </li>
          ))}
          <li>
            <a
              href={`mailto:${site.email}`}
              className="inline-flex min-h-11 items-center gap-2 underline"
            >
              <Icon icon={Mail} className="size-4" />
              {site.email}
            </a>
          </li>
          <li>
            <a
              href={whatsappHref(`Hello, I would like to know about MBBS in ${name}.`)}
              className="inline-flex min-h-11 items-center gap-2 underline"
              rel="noopener"
            >
              <Icon icon={MessageCircle} className="size-4" />
              WhatsApp
            </a>
          </li>
        </ul>
      </section>
    </aside>
  )
}
