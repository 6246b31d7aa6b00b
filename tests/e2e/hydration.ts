import type { Page } from '@playwright/test'

/** Whether React has taken over the element with `id`: React DOM marks the nodes it owns. */
export const ownedByReact = (page: Page, id: string) =>
  page.evaluate(
    (id) => Object.keys(document.getElementById(id)!).some((key) => key.startsWith('__reactFiber')),
    id,
  )
