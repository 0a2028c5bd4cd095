import { Button } from '@mantine/core';
import { Link } from 'wouter';
import { useSessionView } from '../../../session/session-context';
import { useSubscribedResources } from '../../../api/operations/listSubscribedResources';
import { SettingRow } from './SettingRow';

const summaryOf = (count: number | undefined): string => {
  if (count === undefined) return 'The resources you added appear on your home page.';
  if (count === 0) return 'You have not added any resources yet.';
  return `You have ${count} resource${count === 1 ? '' : 's'} in My Resources.`;
};

/** A summary of My Resources with the way to manage them on the home page. */
export function MyResourcesSummary() {
  const { uid } = useSessionView();
  const subscriptions = useSubscribedResources({ uid });
  return (
    <SettingRow label="Subscribed resources" description={summaryOf(subscriptions.data?.length)}>
      <Button component={Link} href="/#my-resources" variant="light">
        Go to My Resources
      </Button>
    </SettingRow>
  );
}
