import { LoadingScreen } from '@/components/dashboard/loading-screen'

export default function MyDayLoading() {
  return <LoadingScreen label="Loading your day..." />
}
