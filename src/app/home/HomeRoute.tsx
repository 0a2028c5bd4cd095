import { HomePage } from '../../features/home/HomePage';
import { MemberHomeResources } from '../../features/resources';

/** Home as routed: the home feature's page with the resources feature's member sections in its slot. */
export function HomeRoute() {
  return <HomePage memberSections={<MemberHomeResources />} />;
}
