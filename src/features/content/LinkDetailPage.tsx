import { useParams } from 'wouter';
import { LandingPageView } from './components/LandingPageView';

/** /linkdetail/{linkName}: a static page such as the terms of service (spec §2). */
export function LinkDetailPage() {
  const { linkName = '' } = useParams<{ linkName: string }>();
  return <LandingPageView key={linkName} linkName={linkName} />;
}
