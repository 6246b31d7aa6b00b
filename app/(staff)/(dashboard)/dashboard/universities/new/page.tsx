import type { Metadata } from 'next'

import { UniversityForm } from '@/components/dashboard/university-form'
import { requireArea } from '@/lib/auth/session'
import { emptyUniversityForm } from '@/lib/validation/university'

export const metadata: Metadata = { title: 'Add university' }

export default async function NewUniversityPage() {
  await requireArea('content')
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <UniversityForm id={null} initial={emptyUniversityForm()} />
    </div>
  )
}
