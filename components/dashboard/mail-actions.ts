'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { staffFormPost } from '@/lib/auth/staff-action'
import { viewerOf } from '@/lib/data/desk'
import { markMailSent } from '@/lib/data/mail-outbox'
import { MAIL_PLACES, markMailSentSchema } from '@/lib/validation/mail'

/**
 * Staff sent a waiting message by hand: it leaves the outbox. Only a message the account may
 * read is marked (lib/data/mail-outbox.ts, mailScope); any other id changes nothing.
 */
export const markMailSentAction = staffFormPost(
  { area: 'leads', input: markMailSentSchema, back: MAIL_PLACES.desk },
  async ({ mailId, place }, { staff, db }) => {
    const marked = await markMailSent(db, await viewerOf(db, staff), mailId)
    refresh()
    redirect(`${MAIL_PLACES[place]}${marked ? '?sent=1' : ''}`)
  },
)
