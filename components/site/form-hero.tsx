import type { ReactNode } from 'react'

/**
 * A page's dark hero with its title and intro, and a lead form in a card. On a wide screen
 * the card stands beside the title and reaches below the dark band, and the page's first
 * section (`beside`) fills the space next to it: the band is only as tall as its text, so no
 * dark area is left empty beside a long form. On a phone or tablet the card follows the intro,
 * on the band, and `beside` follows the card.
 */
export function FormHero({
  title,
  intro,
  children,
  formTitle,
  formIntro,
  form,
  beside,
}: {
  title: string
  intro: ReactNode
  /** Under the intro: badges, a button. */
  children?: ReactNode
  formTitle: string
  formIntro: string
  form: ReactNode
  /** The page's first section, beside the lower part of the form on a wide screen. */
  beside?: ReactNode
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-x-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr]">
      {/* The band, behind the text, and behind the form too below lg. Its border image reaches
          the window's edges sideways: paint only, so it widens nothing the page scrolls by. */}
      <div
        aria-hidden="true"
        className="col-[1] row-[1/3] [border-image:conic-gradient(var(--color-slate-900)_0_0)_fill_0//0_100vmax] lg:col-[1/3] lg:row-[1/2]"
      />
      <div className="relative col-[1] row-[1] pt-14 pb-8 text-white lg:pb-14">
        <h1 className="text-4xl font-extrabold sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-white/90">{intro}</p>
        {children}
      </div>
      <div className="relative col-[1] row-[2] pb-14 lg:col-[2] lg:row-[1/3] lg:self-start lg:pt-14 lg:pb-0">
        <div className="mx-auto max-w-xl rounded-2xl bg-white p-5 text-slate-900 shadow-lg ring-1 ring-slate-900/5 lg:max-w-none">
          <h2 className="text-xl font-bold">{formTitle}</h2>
          <p className="text-muted-foreground mt-1 mb-4 text-sm">{formIntro}</p>
          {form}
        </div>
      </div>
      {beside ? (
        <div className="col-[1] row-[3] min-w-0 pt-14 lg:row-[2] lg:pt-12">{beside}</div>
      ) : null}
    </div>
  )
}
