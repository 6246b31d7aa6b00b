import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const onClient = () => true
const onServer = () => false

/** False in the server's HTML and while hydrating it, true once the component's JavaScript runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer)
}
