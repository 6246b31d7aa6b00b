/** Shown when the built-in list stands in for the database (spec 000 section 8). */
export const FALLBACK_NOTICE = 'Notice: Using local university data while we restore the connection'
