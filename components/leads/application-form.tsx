'use client'

import { lazy } from 'react'

import type { ApplicationFormProps } from '@/components/leads/application-form-body'
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'

/**
 * The form's code, tried three times. If it never arrives (the connection dropped), the
 * boundary stays as the server rendered it: the HTML form, which posts to the server action
 * as it does without JavaScript, rather than an error in place of the page.
 */
const Body = lazy(async () => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { ApplicationFormBody } = await import('@/components/leads/application-form-body')
      return { default: ApplicationFormBody }
    } catch (error) {
      if (attempt === 3) {
        console.error('The application form could not load its code; it posts without it.', error)
        return new Promise<never>(() => {})
      }
      await new Promise((resolve) => setTimeout(resolve, attempt * 2000))
    }
  }
})

/**
 * The application form of the country pages, the university pages (bound to a university and
 * country) and the home page's apply section (which adds a preferred-country choice).
 *
 * It sits below the first screen on a phone, so its code is not in the page's first load: the
 * server renders the whole form into the HTML (it posts without JavaScript), and the browser
 * fetches the form's code only when the visitor scrolls near it or touches it. Until then a
 * post goes to the server action, as without JavaScript; what the visitor typed is kept when
 * the form's code takes over.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  return (
    <HydrateWhenNear id={props.id ?? 'application-form'}>
      <Body {...props} />
    </HydrateWhenNear>
  )
}
