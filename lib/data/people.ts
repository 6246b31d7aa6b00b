import 'server-only'

import { asc, eq } from 'drizzle-orm'

import { CACHE_TAGS } from '@/lib/cache/tags'
import { taggedReadOr } from '@/lib/data/tagged-read'
import { people, type PersonKind } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { PersonFormData } from '@/lib/validation/person'

export type Person = typeof people.$inferSelect

export async function listPeople(db: Db): Promise<Person[]> {
  return db.select().from(people).orderBy(asc(people.kind), asc(people.id))
}

/** Adds a record, or replaces the one with the form's id; the id saved. */
export async function savePerson(db: Db, data: PersonFormData, updatedBy: string): Promise<number> {
  const values = {
    kind: data.kind,
    name: data.name,
    role: data.role,
    year: data.year || null,
    words: data.words,
    photo: data.photo || null,
    consentOn: data.consentOn,
    consentNote: data.consentNote,
    updatedBy,
    updatedAt: new Date(),
  }
  if (data.id) {
    const [row] = await db
      .update(people)
      .set(values)
      .where(eq(people.id, data.id))
      .returning({ id: people.id })
    if (!row) throw new Error(`No person record ${data.id}`)
    return row.id
  }
  const [row] = await db.insert(people).values(values).returning({ id: people.id })
  return row!.id
}

export async function deletePerson(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(people).where(eq(people.id, id)).returning({ id: people.id })
  return rows.length > 0
}

/** What a public page shows of a person: never the consent note. */
export type PublicPerson = Pick<
  Person,
  'id' | 'kind' | 'name' | 'role' | 'year' | 'words' | 'photo'
>

const readPeople = taggedReadOr(
  'people-v1',
  CACHE_TAGS.people,
  async (db): Promise<PublicPerson[]> =>
    (await listPeople(db)).map(({ id, kind, name, role, year, words, photo }) => ({
      id,
      kind,
      name,
      role,
      year,
      words,
      photo,
    })),
  () => [],
  'Reading the people records failed; showing none',
)

/**
 * The records the company pages show, of one kind. During the build, and while the database
 * cannot be read, none: the pages then say nothing about people rather than something false.
 */
export async function getPublicPeople(kind: PersonKind): Promise<PublicPerson[]> {
  return (await readPeople()).filter((person) => person.kind === kind)
}
