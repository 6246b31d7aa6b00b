'use client'

import { useActionState, useId } from 'react'

import { saveTemplateAction } from '@/components/dashboard/desk-settings-actions'
import { Button } from '@/components/ui/button'
import { Field, Input, Textarea } from '@/components/ui/field'

type Template = { id: number; title: string; body: string; position: number }

/**
 * One WhatsApp template, or a new one: saved in place, a refusal shown beside its field with
 * the text as typed; a plain form post without JavaScript too.
 */
export function TemplateForm({ template }: { template: Template | null }) {
  const [state, action, pending] = useActionState(saveTemplateAction, null)
  const id = useId()
  const typed = (state && !state.ok ? state.values : undefined) as
    Partial<Record<'title' | 'body' | 'position', string>> | undefined
  const errors = (state && !state.ok && state.fieldErrors) || {}
  // Each answer draws the fields again (React resets a posted form): a new template saved,
  // empty; a refused post, with what was typed.
  const drawn = state?.at ?? 'first'
  const value = (name: 'title' | 'body' | 'position', saved: string) =>
    typed?.[name] ?? (template ? saved : state?.ok ? '' : saved)
  const field = (name: 'title' | 'body' | 'position') => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  return (
    <form
      action={action}
      noValidate
      aria-label={template ? `Template ${template.title}` : 'A new template'}
      className="grid gap-3 sm:grid-cols-[1fr_7rem]"
    >
      <input type="hidden" name="id" value={template?.id ?? ''} />
      <Field
        id={`${id}-title`}
        label={template ? 'Title' : 'Title of a new template'}
        error={errors.title}
      >
        <Input
          {...field('title')}
          key={`title-${drawn}`}
          defaultValue={value('title', template?.title ?? '')}
        />
      </Field>
      <Field id={`${id}-position`} label="Position" error={errors.position}>
        <Input
          {...field('position')}
          key={`position-${drawn}`}
          type="number"
          defaultValue={value('position', String(template?.position ?? 100))}
        />
      </Field>
      <div className="sm:col-span-2">
        <Field id={`${id}-body`} label="Message" error={errors.body}>
          <Textarea
            {...field('body')}
            key={`body-${drawn}`}
            rows={3}
            defaultValue={value('body', template?.body ?? '')}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving…' : template ? 'Save' : 'Add the template'}
        </Button>
        <p role="status" className="text-sm">
          {state && (state.ok || !state.fieldErrors) ? state.message : ''}
        </p>
      </div>
    </form>
  )
}
