import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { UniversityForm } from '@/components/dashboard/university-form'
import { staffPage } from '@/lib/auth/staff-action'
import { getUniversityFormValues } from '@/lib/data/staff-universities'

export const metadata: Metadata = { title: 'Edit university' }

export default async function EditUniversityPage({ params }: { params: Promise<{ id: string }> }) {
  const { db } = await staffPage('content')
  const { id } = await params
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound()
  const initial = await getUniversityFormValues(db, Number(id))
  if (!initial) notFound()
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <UniversityForm id={Number(id)} initial={initial} />
    </div>
  )
}
