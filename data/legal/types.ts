/** A legal page: sections of plain paragraphs, dated, with what it rests on. */
export type LegalSection = { heading: string; paragraphs: string[] }

export type LegalPage = {
  title: string
  /** ISO date the text was last changed. */
  updated: string
  /** One paragraph: what the page covers and who it binds. */
  intro: string
  sections: LegalSection[]
  /** The laws and documents the text follows, for docs/content-sources.md. */
  basis: string[]
}
