/**
 * What a server action answers the page that called it: what it did, or a message with the
 * field errors to show beside their fields (and, for a form posted without JavaScript, the
 * values to fill it with again).
 */
export type ActionFailure = {
  ok: false
  message: string
  fieldErrors?: Record<string, string>
  values?: Record<string, string | string[]>
}

export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure

/**
 * What a form that posts to its action without JavaScript shows: nothing yet, or why the post
 * failed (a post that succeeds moves on to another page).
 */
export type FormPostState = ActionFailure | null

export const failure = (message: string, fieldErrors?: Record<string, string>): ActionFailure =>
  fieldErrors ? { ok: false, message, fieldErrors } : { ok: false, message }
