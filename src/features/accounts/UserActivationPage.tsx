import { Text } from '@mantine/core';
import { useLocation } from 'wouter';
import { useConfirmRegistration } from '../../api/operations/confirmRegistration';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { LinkProblemCard } from './components/LinkProblemCard';
import { ResultCard } from './components/ResultCard';
import { INCOMPLETE_LINK, isCompleteActivationLink, linkFailureMessage, parseActivationPath } from './links';

/** The route's title, the page's (screen-reader) heading. */
const PAGE_TITLE = 'Account activation';

/**
 * Spec §2: a spinner, then the server's message and a Back Home button. A cut-off link is told
 * apart before calling, and a refused one offers a new link (docs/decisions.md, issue 10).
 */
export function UserActivationPage() {
  const [location] = useLocation();
  const link = parseActivationPath(location);
  const isComplete = isCompleteActivationLink(link);
  const activation = useConfirmRegistration(isComplete ? link.id : '', isComplete ? link.token : '');
  if (!isComplete) return <LinkProblemCard message={INCOMPLETE_LINK} pageTitle={PAGE_TITLE} />;
  if (activation.isPending) return <LoadingOverlayScreen label="Activating your account" />;
  if (activation.isError)
    return (
      <LinkProblemCard message={linkFailureMessage(activation.error.message, 'Could not fetch quotes.')} pageTitle={PAGE_TITLE} />
    );
  return (
    <ResultCard actionLabel="Back Home" href="/" pageTitle={PAGE_TITLE}>
      <Text role="status" fz="lg">
        {activation.data}
      </Text>
    </ResultCard>
  );
}
