'use client'

import { Eye, ImagePlus, LayoutGrid, List, Pencil, Plus, Trash2 } from 'lucide'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'

import { removeUniversity } from '@/components/dashboard/actions'
import { GalleryUpload } from '@/components/dashboard/gallery-upload'
import { Button, buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Modal } from '@/components/ui/modal'
import { CatalogueImage } from '@/components/universities/catalogue-image'
import { TuitionChip, tuitionLabel } from '@/components/universities/tuition'
import { CategoryLine, FacilityBadges } from '@/components/universities/university-card'
import { failure } from '@/lib/action-result'
import { UNIVERSITY_MESSAGES } from '@/lib/validation/university'
import type { Rates } from '@/lib/universities/money'
import type { Fee } from '@/lib/universities/model'
import { cn } from '@/lib/utils'

export type DashboardUniversity = {
  id: number
  name: string
  country: string
  countryName: string
  city: string
  location: string
  image: string
  tuitionFee: Fee | null
  tuitionRange: string | null
  facilities: string[]
  category: string
}

type View = 'list' | 'gallery'

/** Case-insensitive substring of name, location or country. */
function matches(university: DashboardUniversity, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (!needle) return true
  return [university.name, university.location, university.city, university.countryName].some(
    (value) => value.toLowerCase().includes(needle),
  )
}

/**
 * The dashboard's catalogue: the list, or the gallery upload in its place. Each university is
 * edited at its own address; a delete is a server action that checks the session again, and
 * the list is the server's, reloaded after it.
 */
/** Universities drawn before "Show all". */
const FIRST_DRAWN = 60

export function DashboardView({
  universities,
  rates,
}: {
  universities: DashboardUniversity[]
  rates: Rates
}) {
  const router = useRouter()
  const [view, setView] = useState<View>('list')
  const [query, setQuery] = useState('')
  const [layout, setLayout] = useState<'grid' | 'table'>('grid')
  const [deleting, setDeleting] = useState<DashboardUniversity | null>(null)
  const [showAll, setShowAll] = useState(false)
  const [busy, setBusy] = useState(false)

  const confirmDelete = async () => {
    if (!deleting || busy) return
    setBusy(true)
    const answer = await removeUniversity(deleting.id).catch(() =>
      failure(UNIVERSITY_MESSAGES.deleteFailed),
    )
    setBusy(false)
    setDeleting(null)
    if (answer.ok) {
      toast.success('University deleted', {
        description: 'The university has been successfully removed.',
      })
      router.refresh()
    } else {
      toast.error('Error', { description: answer.message })
    }
  }

  if (view === 'gallery') return <GalleryUpload onDone={() => setView('list')} />

  const matching = universities.filter((university) => matches(university, query))
  // A catalogue of thousands is searched, not scrolled: the first ones are drawn.
  const shown = showAll ? matching : matching.slice(0, FIRST_DRAWN)
  const actions = (university: DashboardUniversity) => (
    <>
      {/* Not prefetched: each edit page renders the staff frame and reads the database, and the
          list shows dozens of them at once. */}
      <Link
        href={`/dashboard/universities/${university.id}`}
        prefetch={false}
        className={buttonVariants({ size: 'icon', variant: 'outline' })}
      >
        <Icon icon={Pencil} />
        <span className="sr-only">Edit {university.name}</span>
      </Link>
      <button
        type="button"
        onClick={() => setDeleting(university)}
        className={cn(buttonVariants({ size: 'icon', variant: 'outline' }), 'text-destructive')}
      >
        <Icon icon={Trash2} />
        <span className="sr-only">Delete {university.name}</span>
      </button>
      <Link
        href={`/dynamic-university/${university.id}`}
        className={cn(buttonVariants({ size: 'icon' }), 'bg-green-700 hover:bg-green-800')}
      >
        <Icon icon={Eye} />
        <span className="sr-only">Preview {university.name}</span>
      </Link>
    </>
  )

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <Link href="/dashboard/universities/new" className={buttonVariants()}>
          <Icon icon={Plus} />
          Add University
        </Link>
        <Button type="button" variant="outline" onClick={() => setView('gallery')}>
          <Icon icon={ImagePlus} />
          Upload Gallery Image
        </Button>
        <label htmlFor="dashboard-search" className="sr-only">
          Search universities
        </label>
        <input
          id="dashboard-search"
          type="search"
          value={query}
          maxLength={100}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search universities..."
          className="border-border h-11 min-w-0 flex-1 rounded-md border bg-white px-3 text-base"
        />
        <div role="group" aria-label="View" className="flex gap-1">
          <Button
            type="button"
            size="icon"
            variant={layout === 'grid' ? 'default' : 'outline'}
            aria-pressed={layout === 'grid'}
            aria-label="Grid view"
            onClick={() => setLayout('grid')}
          >
            <Icon icon={LayoutGrid} />
          </Button>
          <Button
            type="button"
            size="icon"
            variant={layout === 'table' ? 'default' : 'outline'}
            aria-pressed={layout === 'table'}
            aria-label="Table view"
            onClick={() => setLayout('table')}
          >
            <Icon icon={List} />
          </Button>
        </div>
      </div>

      {universities.length === 0 ? (
        <div className="border-border mt-8 rounded-2xl border border-dashed bg-white p-10 text-center">
          <p className="text-lg font-semibold">No Universities Yet</p>
          <Link href="/dashboard/universities/new" className={cn(buttonVariants(), 'mt-4')}>
            <Icon icon={Plus} />
            Add University
          </Link>
        </div>
      ) : shown.length === 0 ? (
        <div className="border-border mt-8 rounded-2xl border border-dashed bg-white p-10 text-center">
          <p className="text-lg font-semibold">No Matching Universities</p>
          <p className="text-muted-foreground mt-1">No universities match your search criteria</p>
        </div>
      ) : layout === 'grid' ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((university) => (
            <li key={university.id}>
              <article className="group border-border relative flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm">
                <div className="relative aspect-[8/5]">
                  <CatalogueImage
                    src={university.image}
                    alt={`Image of ${university.name}`}
                    width={960}
                    height={600}
                    className="size-full object-cover"
                  />
                  {/* Shown on hover, and whenever a button in it has focus (keyboard users). */}
                  <div className="absolute top-3 right-3 flex gap-2 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
                    {actions(university)}
                  </div>
                </div>
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <h2 className="text-lg leading-snug font-bold">{university.name}</h2>
                  <p className="text-muted-foreground text-sm">
                    {[university.city, university.countryName].filter(Boolean).join(', ')}
                  </p>
                  <CategoryLine category={university.category} />
                  <TuitionChip
                    fee={university.tuitionFee}
                    range={university.tuitionRange}
                    rates={rates}
                  />
                  <FacilityBadges facilities={university.facilities} />
                  <Link
                    href={`/university-details/${university.id}`}
                    className={cn(
                      buttonVariants({ size: 'sm', variant: 'outline' }),
                      'mt-auto self-start',
                    )}
                  >
                    View Details
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <div className="border-border relative mt-8 overflow-x-auto rounded-2xl border bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {matching.length} of {universities.length} universities
            </caption>
            <thead className="bg-muted/60">
              <tr>
                {['University', 'Location', 'Tuition Range', 'Actions'].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((university) => (
                <tr key={university.id} className="border-border border-t">
                  <td className="px-4 py-3 font-medium">{university.name}</td>
                  <td className="px-4 py-3">{university.location || university.countryName}</td>
                  <td className="px-4 py-3">
                    {tuitionLabel(university.tuitionFee, university.tuitionRange)}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex gap-2">{actions(university)}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {matching.length > shown.length ? (
        <p className="mt-6 text-center">
          <Button type="button" variant="outline" onClick={() => setShowAll(true)}>
            Show all {matching.length} universities
          </Button>
        </p>
      ) : null}

      <Modal
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title="Are you sure?"
        description={
          deleting
            ? `This will permanently delete the university "${deleting.name}". This action cannot be undone.`
            : undefined
        }
      >
        <div className="mt-6 flex justify-end gap-3">
          <Button type="button" variant="outline" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            type="button"
            className="bg-destructive hover:bg-red-800"
            disabled={busy}
            onClick={() => void confirmDelete()}
          >
            Delete
          </Button>
        </div>
      </Modal>
    </div>
  )
}
