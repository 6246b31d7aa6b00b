'use client'

import { Plus, X } from 'lucide'
import type { ReactNode, Ref, RefObject } from 'react'

import { fieldId, useError, type Name } from '@/components/dashboard/university-form/field'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'

/**
 * Removes one row of a list; its name says which ("Remove caution 2"). Beside a one-input
 * row it is an icon; under a row of several fields the name shows.
 */
export function RemoveButton({
  label,
  onClick,
  labelShown,
}: {
  label: string
  onClick: () => void
  labelShown?: boolean
}) {
  return (
    <Button type="button" variant="outline" size={labelShown ? 'sm' : 'icon'} onClick={onClick}>
      <Icon icon={X} />
      <span className={labelShown ? undefined : 'sr-only'}>{label}</span>
    </Button>
  )
}

/**
 * The named remove button under a row of several fields. The focus then goes to the list's
 * Add button, as the row that had it is gone.
 */
export function RemoveRowButton({
  label,
  onRemove,
  focusAfter,
  className = 'flex justify-end',
}: {
  label: string
  onRemove: () => void
  focusAfter: RefObject<HTMLButtonElement | null>
  className?: string
}) {
  return (
    <div className={className}>
      <RemoveButton
        label={label}
        labelShown
        onClick={() => {
          onRemove()
          focusAfter.current?.focus()
        }}
      />
    </div>
  )
}

export function AddButton({
  children,
  onClick,
  ref,
  className,
}: {
  children: ReactNode
  onClick: () => void
  ref?: Ref<HTMLButtonElement>
  className?: string
}) {
  return (
    <Button
      ref={ref}
      type="button"
      variant="outline"
      size="sm"
      className={className}
      onClick={onClick}
    >
      <Icon icon={Plus} />
      {children}
    </Button>
  )
}

/** A list's own error (too few or too many rows), read out when it appears. */
export function ListError({ name }: { name: Name }) {
  const error = useError(name)
  return (
    <p id={`${fieldId(name)}-error`} role="alert" className="text-destructive text-sm empty:hidden">
      {error ?? ''}
    </p>
  )
}
