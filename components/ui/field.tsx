import type * as React from 'react'

import { cn } from '@/lib/utils'

const controlClass =
  'border-border block w-full rounded-md border bg-white px-3 py-2.5 text-base text-foreground placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive disabled:opacity-60'

export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(controlClass, 'h-11', className)} {...props} />
}

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea data-slot="textarea" className={cn(controlClass, 'min-h-24', className)} {...props} />
  )
}

export function Select({ className, ...props }: React.ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(controlClass, 'h-11', className)} {...props} />
}

/**
 * A label, its control and the control's error, tied together with ids so that a screen
 * reader announces the error with the field. The error region is live, so it is read out
 * when it appears.
 */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
  className,
}: {
  id: string
  label: React.ReactNode
  required?: boolean
  error?: string
  hint?: string
  children: React.ReactNode
  className?: string
}) {
  return (
    <div data-slot="field" className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {required ? (
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} role="alert" className="text-destructive min-h-0 text-sm empty:hidden">
        {error ?? ''}
      </p>
    </div>
  )
}

/** The props that tie a control to its Field's error and hint. */
export function describedBy(id: string, error: string | undefined, hint?: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
      undefined,
  } as const
}
