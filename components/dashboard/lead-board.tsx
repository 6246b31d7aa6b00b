'use client'

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core'
import { GripVertical } from 'lucide'
import Link from 'next/link'
import { useState } from 'react'
import { toast } from 'sonner'

import { moveLeadAction } from '@/components/dashboard/lead-actions'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Modal } from '@/components/ui/modal'
import type { LeadOutcome, LeadStatus } from '@/lib/desk/lead-states'
import { closingOutcomes, outcomeLabels } from '@/lib/desk/labels'

export type BoardCard = {
  id: string
  name: string
  status: LeadStatus
  detail: string
  next: string
  late: boolean
  owner: string | null
}

export type BoardColumn = { status: LeadStatus; label: string }

/** Where a card was dropped that ends the lead: it waits here for the outcome. */
type Ending = { card: BoardCard; status: 'converted' | 'closed' }

const endings = new Set<LeadStatus>(['converted', 'closed'])

/**
 * With the keyboard, Left and Right carry a picked-up card to the column beside it (the
 * columns are laid out in a row, in status order).
 */
const besideColumns: KeyboardCoordinateGetter = (event, { context }) => {
  if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return undefined
  event.preventDefault()
  const { droppableRects, collisionRect, over } = context
  if (!collisionRect) return undefined
  const columns = [...droppableRects.entries()].sort(([, a], [, b]) => a.left - b.left)
  // The column it is over, or (before the first move is measured) the one it sits in.
  const middle = collisionRect.left + collisionRect.width / 2
  const at = over
    ? columns.findIndex(([id]) => id === over.id)
    : columns.findIndex(([, rect]) => rect.left <= middle && middle <= rect.left + rect.width)
  if (at < 0) return undefined
  const next = columns[at + (event.code === 'ArrowRight' ? 1 : -1)]
  if (!next) return undefined
  const [, rect] = next
  return { x: rect.left + 8, y: Math.max(rect.top + 8, collisionRect.top) }
}

/**
 * The pipeline as a board: a column per status, a card per lead. A card moves by dragging (a
 * mouse, a finger, or the keyboard: Space on its handle, Left or Right, Space again), or with
 * its Move to list. Converted asks where they were admitted, Closed asks why; then the server
 * records it, and a refusal puts the card back with the reason.
 */
export function LeadBoard({
  columns,
  initialCards,
}: {
  columns: readonly BoardColumn[]
  initialCards: readonly BoardCard[]
}) {
  const [cards, setCards] = useState(initialCards)
  const [ending, setEnding] = useState<Ending | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: besideColumns }),
  )
  const labelOf = (status: unknown) =>
    columns.find((column) => column.status === status)?.label ?? String(status)
  const nameOf = (id: unknown) => cards.find((card) => card.id === id)?.name ?? 'The lead'

  async function move(
    card: BoardCard,
    status: LeadStatus,
    outcome?: { outcome: LeadOutcome | ''; outcomeDetail: string },
  ) {
    if (card.status === status) return
    if (endings.has(status) && !outcome) {
      setEnding({ card, status: status as Ending['status'] })
      return
    }
    setCards((all) => all.map((c) => (c.id === card.id ? { ...c, status } : c)))
    const answer = await moveLeadAction({ leadId: card.id, status, ...outcome })
    if (answer.ok) {
      toast.success(`${card.name}: ${labelOf(status)}`)
    } else {
      setCards((all) => all.map((c) => (c.id === card.id ? { ...c, status: card.status } : c)))
      toast.error(answer.fieldErrors ? Object.values(answer.fieldErrors)[0]! : answer.message)
    }
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}. Left and Right move it to another status; Space drops it; Escape puts it back.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over ${labelOf(over.id)}.`
        : `${nameOf(active.id)} is over no status.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped on ${labelOf(over.id)}.`
        : `${nameOf(active.id)} put back.`,
    onDragCancel: ({ active }) => `${nameOf(active.id)} put back where it was.`,
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const card = cards.find((c) => c.id === active.id)
    if (card && over) void move(card, over.id as LeadStatus)
  }

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={rectIntersection}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'Press Space to pick up this lead. Left and Right move it between statuses, Space drops it, Escape cancels.',
          },
        }}
      >
        <div className="mt-4 flex snap-x gap-3 overflow-x-auto pb-4">
          {columns.map((column) => (
            <Column
              key={column.status}
              column={column}
              cards={cards.filter((card) => card.status === column.status)}
              columns={columns}
              onMove={(card, status) => void move(card, status)}
            />
          ))}
        </div>
      </DndContext>
      <EndingDialog
        ending={ending}
        onCancel={() => setEnding(null)}
        onDone={(outcome) => {
          const current = ending!
          setEnding(null)
          void move(current.card, current.status, outcome)
        }}
      />
    </>
  )
}

function Column({
  column,
  cards,
  columns,
  onMove,
}: {
  column: BoardColumn
  cards: readonly BoardCard[]
  columns: readonly BoardColumn[]
  onMove: (card: BoardCard, status: LeadStatus) => void
}) {
  const { setNodeRef, isOver } = useDroppable({ id: column.status })
  const headingId = `column-${column.status}`
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`bg-muted/60 w-72 shrink-0 snap-start rounded-2xl p-3 ${isOver ? 'ring-primary ring-2' : ''}`}
    >
      <h2 id={headingId} className="px-1 text-sm font-bold">
        {column.label} <span className="text-muted-foreground font-normal">({cards.length})</span>
      </h2>
      <ul className="mt-2 min-h-24 space-y-2">
        {cards.map((card) => (
          <Card key={card.id} card={card} columns={columns} onMove={onMove} />
        ))}
      </ul>
    </section>
  )
}

function Card({
  card,
  columns,
  onMove,
}: {
  card: BoardCard
  columns: readonly BoardColumn[]
  onMove: (card: BoardCard, status: LeadStatus) => void
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({ id: card.id })
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` }
    : undefined
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`border-border rounded-xl border bg-white p-3 text-sm shadow-sm ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${card.name}`}
          className="text-muted-foreground hover:bg-muted -m-1 flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md"
        >
          <Icon icon={GripVertical} />
        </button>
        <div className="min-w-0">
          <Link
            href={`/dashboard/leads/${card.id}`}
            className="text-primary font-semibold break-words underline-offset-2 hover:underline"
          >
            {card.name}
          </Link>
          <p className="text-muted-foreground">{card.detail}</p>
          <p className={card.late ? 'font-medium text-red-800' : ''}>Next: {card.next}</p>
          {card.owner ? <p className="text-muted-foreground break-all">{card.owner}</p> : null}
        </div>
      </div>
      <label className="mt-2 flex items-center gap-2">
        <span className="text-muted-foreground">Move to</span>
        <select
          value={card.status}
          onChange={(event) => onMove(card, event.target.value as LeadStatus)}
          aria-label={`Move ${card.name} to`}
          className="border-border h-9 min-w-0 flex-1 rounded-md border bg-white px-2"
        >
          {columns.map((column) => (
            <option key={column.status} value={column.status}>
              {column.label}
            </option>
          ))}
        </select>
      </label>
    </li>
  )
}

/** Converted asks where they were admitted; Closed asks why. */
function EndingDialog({
  ending,
  onCancel,
  onDone,
}: {
  ending: Ending | null
  onCancel: () => void
  onDone: (outcome: { outcome: LeadOutcome | ''; outcomeDetail: string }) => void
}) {
  const converted = ending?.status === 'converted'
  return (
    <Modal
      open={ending !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={converted ? `Admitted: ${ending?.card.name}` : `Close: ${ending?.card.name ?? ''}`}
      description={
        converted ? 'Where were they admitted?' : 'Why did it close? It stays on the timeline.'
      }
    >
      <form
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          const form = new FormData(event.currentTarget)
          onDone({
            outcome: (form.get('outcome') as LeadOutcome | null) ?? '',
            outcomeDetail: String(form.get('outcomeDetail') ?? ''),
          })
        }}
      >
        {converted ? (
          <label className="flex flex-col gap-1 text-sm">
            University
            <input
              name="outcomeDetail"
              required
              maxLength={300}
              className="border-border h-10 rounded-md border px-2"
            />
          </label>
        ) : (
          <>
            <label className="flex flex-col gap-1 text-sm">
              Reason
              <select name="outcome" required className="border-border h-10 rounded-md border px-2">
                <option value="">Choose one</option>
                {closingOutcomes.map((outcome) => (
                  <option key={outcome} value={outcome}>
                    {outcomeLabels[outcome]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm">
              Detail (optional)
              <input
                name="outcomeDetail"
                maxLength={300}
                className="border-border h-10 rounded-md border px-2"
              />
            </label>
          </>
        )}
        <div className="flex gap-2">
          <Button type="submit">{converted ? 'Mark admitted' : 'Close the lead'}</Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  )
}
