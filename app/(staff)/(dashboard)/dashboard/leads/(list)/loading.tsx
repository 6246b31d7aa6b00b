import { LoadingScreen } from '@/components/dashboard/loading-screen'

export default function LeadsLoading() {
  return <LoadingScreen label="Loading leads..." />
}
