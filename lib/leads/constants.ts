/** Bots fill the hidden `website` field or post faster than a person can type. */
export const MIN_FILL_MS = 3000
