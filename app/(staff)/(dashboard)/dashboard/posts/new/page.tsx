import type { Metadata } from 'next'
import Link from 'next/link'

import { PostForm } from '@/components/dashboard/post-form'
import { staffPage } from '@/lib/auth/staff-action'
import { coverChoices } from '@/lib/data/gallery'
import { site } from '@/lib/site'
import { emptyPostForm } from '@/lib/validation/post'

export const metadata: Metadata = { title: 'Write an article' }

/** A new article, saved as a draft. */
export default async function NewPostPage() {
  await staffPage('content')
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <Link href="/dashboard/posts" className="text-primary text-sm underline">
          All articles
        </Link>
        <h1 className="mt-2 text-2xl font-bold">Write an article</h1>
        <p className="text-muted-foreground mt-1 text-sm">
          It is saved as a draft; nothing is public until it is published.
        </p>
      </div>
      <PostForm
        id={null}
        initial={emptyPostForm}
        covers={await coverChoices()}
        desk={site.name}
        publishAt={null}
      />
    </div>
  )
}
