/** The answer of a staff form post, shown at the top of the page it redirected to. */
export function DeskNotice({ notice }: { notice: string | undefined }) {
  if (!notice) return null
  return (
    <p
      role="status"
      className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900"
    >
      {notice}
    </p>
  )
}
