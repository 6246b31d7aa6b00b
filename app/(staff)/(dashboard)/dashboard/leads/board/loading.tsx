import { LoadingScreen } from '@/components/dashboard/loading-screen'

export default function BoardLoading() {
  return <LoadingScreen label="Loading the pipeline..." />
}
