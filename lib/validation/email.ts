import * as z from 'zod/mini'

/** The longest e-mail address SMTP carries. */
export const EMAIL_MAX_LENGTH = 254

/** A trimmed e-mail address of the usual form, with one message for every way it is wrong. */
export const emailField = (message: string) =>
  z
    .string(message)
    .check(
      z.trim(),
      z.maxLength(EMAIL_MAX_LENGTH, message),
      z.regex(
        /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/,
        message,
      ),
    )
