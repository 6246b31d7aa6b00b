import { staffRequest } from '@/lib/auth/staff-action'
import { exportPersonalData } from '@/lib/data/data-export'
import { viewerOf } from '@/lib/data/desk'

const refusals = {
  'not-found': 404,
  'not-access': 409,
  'not-verified': 409,
} as const

/**
 * The person's own data as one JSON file, for an access request whose e-mail or phone is
 * confirmed; logged on the request. Checks the session and the viewer's scope itself: proxy.ts
 * is not a guard.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const gate = await staffRequest('leads')
  if (gate instanceof Response) return gate
  const result = await exportPersonalData(gate.db, {
    requestId: (await params).id,
    viewer: await viewerOf(gate.db, gate.staff),
  })
  if (!result.ok) {
    return Response.json(
      {
        success: false,
        error:
          result.reason === 'not-found'
            ? 'No such request.'
            : result.reason === 'not-access'
              ? 'Only a request to see one’s data gets a copy of it.'
              : 'Confirm the e-mail or the phone of the request first.',
      },
      { status: refusals[result.reason] },
    )
  }
  return new Response(`${JSON.stringify(result.file, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${result.filename}"`,
      'Cache-Control': 'no-store',
    },
  })
}
