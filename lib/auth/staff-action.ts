import 'server-only'

import { redirect, unstable_rethrow } from 'next/navigation'

import { failure, type ActionResult } from '@/lib/action-result'
import { mayEnter, type StaffArea } from '@/lib/staff/roles'
import { getStaff, requireArea } from '@/lib/auth/session'
import type { Staff } from '@/lib/staff/types'
import { getDb, type Db } from '@/lib/db/client'
import { isReadOnlyRefusal } from '@/lib/db/disk-guard'
import { findUncleanText, UNSUPPORTED_CHARACTERS } from '@/lib/validation/clean-text'
import { fieldErrorsOf } from '@/lib/validation/field-errors'

type Issues = readonly { path: readonly PropertyKey[]; message: string }[]

/** A zod schema (full or mini), as far as an action uses it. */
type Schema<I> = {
  safeParse(
    input: unknown,
  ): { success: true; data: I } | { success: false; error: { issues: Issues } }
}

type Options<I> = {
  /** The part of the dashboard it belongs to: only the roles of that area may call it. */
  area: StaffArea
  /** The shared schema its input is parsed with; the form checks the same one. */
  input: Schema<I>
  /** Fields of a posted form whose every value is kept, as a list. */
  lists?: readonly string[]
}

type Context = { staff: Staff; db: Db }

const isId = (id: unknown): id is number => Number.isSafeInteger(id) && (id as number) > 0

/** A posted form's fields by name, for its schema; other input as it came. */
function fieldsOf(raw: unknown, lists: readonly string[] = []): unknown {
  if (!(raw instanceof FormData)) return raw
  const fields: Record<string, string | string[]> = {}
  for (const key of new Set(raw.keys())) {
    if (key.startsWith('$ACTION')) continue
    const values = raw.getAll(key).filter((value) => typeof value === 'string')
    fields[key] = lists.includes(key) ? values : (values[0] ?? '')
  }
  return fields
}

/**
 * The one gate of every staff action (a server action is a public POST endpoint, whatever page
 * shows it, and the proxy only looks for a cookie): the session and the role are checked, the
 * input is parsed with the shared schema, and the work gets the staff member and the database.
 */
async function enter<I>(options: Options<I>, raw: unknown) {
  const staff = await requireArea(options.area)
  const fields = fieldsOf(raw, options.lists)
  // The lead forms' rule, for every staff form at once: text a database cannot store (a NUL
  // byte, a broken symbol) is the field's error, never a failed query.
  const unclean = findUncleanText(fields)
  const parsed: ReturnType<Schema<I>['safeParse']> = unclean
    ? { success: false, error: { issues: [{ path: unclean, message: UNSUPPORTED_CHARACTERS }] } }
    : options.input.safeParse(fields)
  return { staff, fields, parsed }
}

/**
 * An action a staff screen calls and reads the answer of (a toast, errors beside fields), with
 * the id of the record it changes when it changes one (`null`: a new record). Invalid input
 * answers `failed` with each field's message; an unknown id answers `notFound`; an error is
 * logged and answers `failed`, never a 500.
 */
export function staffAction<I, T extends object = object>(
  options: Options<I> & { failed: string; notFound?: string },
  run: (input: I, context: Context & { id: number | null }) => Promise<ActionResult<T>>,
): (raw: unknown, id?: number | null) => Promise<ActionResult<T>> {
  return async (raw, id = null) => {
    const { staff, fields, parsed } = await enter(options, raw)
    if (id !== null && !isId(id)) return failure(options.notFound ?? options.failed)
    if (!parsed.success) {
      const answer = failure(options.failed, fieldErrorsOf(parsed.error.issues))
      return raw instanceof FormData ? { ...answer, values: stringValues(fields) } : answer
    }
    try {
      return await run(parsed.data, { staff, db: await getDb(), id })
    } catch (error) {
      unstable_rethrow(error)
      if (isReadOnlyRefusal(error)) return failure(`${options.failed} ${DISK_PAUSED}`)
      console.error(`A staff action failed (${options.failed}):`, error)
      return failure(options.failed)
    }
  }
}

/** Added to a refused action's message while the disk guard holds writes (lib/db/disk-guard.ts). */
const DISK_PAUSED =
  "The server's disk is nearly full, so nothing can be saved until space is freed."

/**
 * A plain form post of the staff screens, which works without JavaScript: it answers by
 * redirecting to a page with a notice. Input that does not parse goes to `invalid` (by
 * default, `back`).
 */
export function staffFormPost<I>(
  options: Options<I> & { back: string; invalid?: (fields: Record<string, unknown>) => never },
  run: (input: I, context: Context) => Promise<never>,
): (formData: FormData) => Promise<void> {
  return async (formData) => {
    const { staff, fields, parsed } = await enter(options, formData)
    if (!parsed.success) {
      if (options.invalid) options.invalid(fields as Record<string, unknown>)
      redirect(options.back)
    }
    await run(parsed.data, { staff, db: await getDb() })
  }
}

const stringValues = (fields: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields as Record<string, string | string[]>).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(', ') : value,
    ]),
  )

/**
 * The gate of every staff page and layout: the session and the role checked on the server,
 * whatever the proxy did, and the database to read. A role outside `area` goes to its home.
 */
export async function staffPage(area: StaffArea): Promise<Context> {
  const staff = await requireArea(area)
  return { staff, db: await getDb() }
}

/**
 * The gate of a staff route handler: the staff member and the database, or the answer to
 * send (401 without a session, 403 for a role outside `area`).
 */
export async function staffRequest(area: StaffArea): Promise<Context | Response> {
  const staff = await getStaff()
  if (!staff) {
    return Response.json({ success: false, error: 'Sign in as staff first.' }, { status: 401 })
  }
  if (!mayEnter(staff.role, area)) {
    return Response.json(
      { success: false, error: 'Your account does not have access to this.' },
      { status: 403 },
    )
  }
  return { staff, db: await getDb() }
}
