/**
 * India's rules that every page states the same way (facts/regulation.md, checked
 * 2026-11-24; sources in docs/content-sources.md). One sentence, read by every page that
 * needs it, so a correction reaches them all.
 */

/** NExT Regulations notified 28 Jun 2023, deferred 13 Jul 2023 "till further directions". */
export const NEXT_STATUS =
  'NExT was notified in 2023 and then deferred; FMGE applies until the NMC announces NExT.'
