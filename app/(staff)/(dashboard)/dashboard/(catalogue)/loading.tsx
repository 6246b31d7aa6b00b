import { LoadingScreen } from '@/components/dashboard/loading-screen'

export default function CatalogueLoading() {
  return <LoadingScreen label="Loading universities..." />
}
