import type { ReactNode } from 'react'

/** A page's dark hero with its title and intro, and a lead form in a card beside them. */
export function FormHero({
  title,
  intro,
  children,
  formTitle,
  formIntro,
  form,
}: {
  title: string
  intro: ReactNode
  /** Under the intro: badges, a button. */
  children?: ReactNode
  formTitle: string
  formIntro: string
  form: ReactNode
}) {
  return (
    <section className="bg-slate-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div>
          <h1 className="text-4xl font-extrabold sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{intro}</p>
          {children}
        </div>
        <div className="rounded-2xl bg-white p-5 text-slate-900 shadow-sm">
          <h2 className="text-xl font-bold">{formTitle}</h2>
          <p className="text-muted-foreground mt-1 mb-4 text-sm">{formIntro}</p>
          {form}
        </div>
      </div>
    </section>
  )
}
