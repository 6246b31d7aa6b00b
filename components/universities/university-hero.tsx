import { MapPin } from 'lucide'
import type { ReactNode } from 'react'

import { Icon } from '@/components/ui/icon'
import { UniversityImage } from '@/components/universities/catalogue-image'
import type { University } from '@/lib/universities/model'

/**
 * The dark banner at the top of a university's page and of its staff preview: the image
 * behind, a way back, the country badge, the name and the place; `children` follow. The
 * picture is dimmed to 30% over slate-900, so even a white photograph leaves white text at
 * 7:1 and white at 80% above 4.5:1; anything lighter than white carries its own background.
 */
export function UniversityHero({
  university,
  back,
  children,
}: {
  university: University
  back: ReactNode
  children?: ReactNode
}) {
  return (
    <section className="relative isolate overflow-hidden bg-slate-900 text-white">
      <UniversityImage
        university={university}
        priority
        className="absolute inset-0 -z-10 size-full object-cover opacity-30"
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14">
        {back}
        <p className="mt-6">
          <span className="bg-primary rounded-full px-3 py-1 text-sm font-semibold">
            {university.countryName}
          </span>
        </p>
        <h1 className="mt-4 max-w-4xl text-3xl leading-tight font-extrabold sm:text-4xl">
          {university.name}
        </h1>
        <p className="mt-3 flex items-center gap-1.5 text-white/90">
          <Icon icon={MapPin} className="size-4" />
          {[university.city, university.countryName].filter(Boolean).join(', ')}
        </p>
        {children}
      </div>
    </section>
  )
}
