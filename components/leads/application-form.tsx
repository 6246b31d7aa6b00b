'use client'

import { lazy } from 'react'

import type { ApplicationFormProps } from '@/components/leads/application-form-body'
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'

const Body = lazy(() =>
  import('@/components/leads/application-form-body').then((module) => ({
    default: module.ApplicationFormBody,
  })),
)

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
