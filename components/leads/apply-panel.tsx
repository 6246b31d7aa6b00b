/**
 * The sticky "apply" column beside a university or country page: a heading, a line on what
 * happens next, and the application form bound to that page.
 */
export function ApplyPanel({
  id,
  headingId,
  title,
  intro,
  children,
}: {
  id: string
  headingId: string
  title: React.ReactNode
  intro: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <aside id={id} aria-labelledby={headingId} className="lg:sticky lg:top-24 lg:self-start">
      <div className="border-border rounded-2xl border bg-white p-5 shadow-sm">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <p className="text-muted-foreground mt-1 mb-4 text-sm">{intro}</p>
        {children}
      </div>
    </aside>
  )
}
