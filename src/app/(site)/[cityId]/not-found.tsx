import { NotFoundView } from '@/components/site/not-found-view';

export default function CityNotFound() {
  return <NotFoundView variant="city" />;
}
