import type { Metadata } from 'next'
import Link from 'next/link'

import { PersonForm, RemovePersonButton } from '@/components/dashboard/person-form'
import { StaffTable } from '@/components/dashboard/staff-table'
import { formatTime } from '@/lib/dates'
import { staffPage } from '@/lib/auth/staff-action'
import { listPeople } from '@/lib/data/people'
import { emptyPerson } from '@/lib/validation/person'

export const metadata: Metadata = { title: 'People on the site' }

const kindLabels = {
  team: 'Team member',
  testimonial: 'Testimonial',
  story: 'Alumni story',
} as const

/**
 * Team members, testimonials and alumni stories. The admin only: each is a real person who
 * agreed, with the date and the way their consent was recorded (CCPA 2024).
 */
export default async function PeoplePage({
  searchParams,
}: {
  searchParams: Promise<{ edit?: string }>
}) {
  const { db } = await staffPage('admin')
  const [records, { edit }] = await Promise.all([listPeople(db), searchParams])
  const editing = records.find((record) => String(record.id) === edit)
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">People on the site</h1>
        <p className="text-muted-foreground mt-1 max-w-3xl text-sm">
          Only real people who agreed: a testimonial or story needs the person&apos;s consent in
          writing (CCPA guidelines on coaching advertisements, 2024), and the date and way it was
          recorded are kept here, never shown. Without records, About us, Our services and Success
          stories say nothing about people.
        </p>
      </div>
      <PersonForm
        key={editing?.id ?? 'new'}
        initial={
          editing
            ? {
                id: editing.id,
                kind: editing.kind,
                name: editing.name,
                role: editing.role,
                year: editing.year ?? '',
                words: editing.words,
                photo: editing.photo ?? '',
                consentOn: editing.consentOn,
                consentNote: editing.consentNote,
              }
            : emptyPerson
        }
      />
      {editing ? (
        <Link href="/dashboard/people" className="text-primary text-sm underline">
          Add a new record instead
        </Link>
      ) : null}
      <StaffTable
        headings={[
          'Shown as',
          'Name',
          'Role, who or university',
          'Consent',
          'Last change',
          'Actions',
        ]}
      >
        {records.length === 0 ? (
          <tr>
            <td colSpan={6} className="text-muted-foreground px-3 py-6 text-center">
              No records yet.
            </td>
          </tr>
        ) : (
          records.map((record) => (
            <tr key={record.id} className="border-border border-t">
              <td className="px-3 py-3">{kindLabels[record.kind]}</td>
              <td className="px-3 py-3 font-medium">{record.name}</td>
              <td className="px-3 py-3">{record.role}</td>
              <td className="px-3 py-3">
                {record.consentOn}: {record.consentNote}
              </td>
              <td className="px-3 py-3">
                {record.updatedBy}, {formatTime(record.updatedAt)}
              </td>
              <td className="px-3 py-3">
                <div className="flex gap-2">
                  <Link
                    href={`/dashboard/people?edit=${record.id}`}
                    className="text-primary inline-flex h-9 items-center px-2 underline"
                    aria-label={`Edit ${record.name}`}
                  >
                    Edit
                  </Link>
                  <RemovePersonButton id={record.id} name={record.name} />
                </div>
              </td>
            </tr>
          ))
        )}
      </StaffTable>
    </div>
  )
}
