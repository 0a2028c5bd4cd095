import { NotFoundView } from '../../components/NotFoundView';

/** Any path outside the route table (spec §2). */
export function NotFoundPage() {
  return <NotFoundView message="Page not found!" hint="The page you are looking for does not exist or has moved." />;
}
