import { Alert, Anchor, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { useReportUnknownSignIn } from '../../api/operations/reportUnknownSignIn';
import { useSessionView } from '../../session/session-context';
import { BrandLogo } from './components/BrandLogo';
import { INCOMPLETE_LINK, isCompleteNotMeLink, linkFailureMessage, parseNotMePath } from './links';

const NOT_ME_INCOMPLETE =
  "This link is incomplete. Open the whole link from the email, or use 'Forgot password?' on the login page to set a new password.";
const NOT_ME_FAILED = 'Could not secure your account. Please try again.';

/**
 * Issue 13: the "This wasn't me" link of the new-browser email. Nothing is sent on load (mail
 * scanners open links): the member presses the button, which ends every session of the account
 * and mails a reset link. A signed-in visitor's session is one of them, so it ends here too.
 */
export function NotMePage() {
  const [location] = useLocation();
  const link = parseNotMePath(location);
  const { isSignedIn, expire } = useSessionView();
  const report = useReportUnknownSignIn();
  const isComplete = isCompleteNotMeLink(link);

  const secure = () =>
    report.mutate(link, {
      // The server has ended this session too; drop it here without a logout call or a notice.
      onSuccess: () => {
        if (isSignedIn) expire();
      },
    });
  const failure = report.isError ? linkFailureMessage(report.error.message, NOT_ME_FAILED) : null;

  return (
    <Center mih="70vh" px="md" py="xl">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={520} w="100%">
        <Stack>
          <Anchor component={Link} href="/" aria-label="The Source home" style={{ alignSelf: 'flex-start' }}>
            <BrandLogo />
          </Anchor>
          <Title order={1} fz="h2">
            Secure your account
          </Title>
          {!isComplete && (
            <Alert color="red" variant="light" role="alert">
              {NOT_ME_INCOMPLETE}
            </Alert>
          )}
          {isComplete && !report.isSuccess && (
            <>
              <Text>
                You opened the “This wasn&apos;t me” link from our email about a sign-in to your account from a new browser.
              </Text>
              <Text>
                If you do not recognise that sign-in, press the button below. Your account will be signed out on every device and
                browser{isSignedIn ? ', this one included,' : ''} and we will email you a link to set a new password. Please set
                it soon: until you do, your current password still works.
              </Text>
              {/* The label wraps on a phone instead of being cut off. */}
              <Button
                size="md"
                h="auto"
                py="xs"
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                onClick={secure}
                loading={report.isPending}
              >
                End all sessions and reset my password
              </Button>
            </>
          )}
          {report.isSuccess && (
            <Alert color="teal" variant="light" role="status" title="All sessions ended">
              {report.data}
            </Alert>
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert" title="This did not work">
              {failure === INCOMPLETE_LINK ? NOT_ME_INCOMPLETE : failure}
            </Alert>
          )}
          <Group justify="space-between">
            <Anchor component={Link} href="/" size="sm">
              Back Home
            </Anchor>
            {!isSignedIn && (
              <Anchor component={Link} href="/login" size="sm">
                Go to Login
              </Anchor>
            )}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
