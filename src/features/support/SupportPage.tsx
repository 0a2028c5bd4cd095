import { Box, Container, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useProtectedResources } from '../../api/operations/listProtectedResources';
import { useSessionView } from '../../session/session-context';
import { ChoiceChips } from './components/ChoiceChips';
import { SupportRequestForm } from './components/SupportRequestForm';
import { SupportThankYouDialog } from './components/SupportThankYouDialog';
import { supportAreasOf, supportResourcesFor } from './support-resources';
import { WizardStep } from './components/WizardStep';
import { useScrollToStep } from './use-scroll-to-step';
import { useSupportWizard } from './use-support-wizard';

/**
 * /support (spec §2): a three-step wizard driven by the support-wizard machine. Resource, then
 * reason, then the request; on success the thank-you modal; a failure only stops the spinner.
 */
export function SupportPage() {
  const { uid, user } = useSessionView();
  const resources = useProtectedResources({ uid });
  const { view } = useSupportWizard();
  const stepRef = useScrollToStep(view.scrollTarget);
  // After the thank-you the wizard starts over and Submit is disabled: focus goes back to the top.
  const headingRef = useRef<HTMLHeadingElement>(null);

  const choices = supportResourcesFor(resources.data ?? [], user?.user_type);
  const chosen = choices.find((resource) => resource.nid === view.selectedResourceId);
  const reasons = supportAreasOf(chosen).map((reason) => ({ value: reason, label: reason }));

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} ref={headingRef} tabIndex={-1}>
        Support
      </Title>
      <Text c="dimmed" mb="lg">
        Your opinion matters – tell us what you think!
      </Text>
      <Box pos="relative">
        <LoadingOverlay
          visible={view.isSubmitting || resources.isPending}
          zIndex={300}
          loaderProps={{ 'aria-label': 'Loading' }}
        />
        <Stack gap="lg">
          <WizardStep
            ref={stepRef('resource')}
            number={1}
            title="Which resource is your question/issue related to?"
            enabled={view.enabledSteps.resource}
          >
            <ChoiceChips
              label="Resources"
              choices={choices.map((resource) => ({ value: resource.nid, label: resource.title }))}
              selected={view.selectedResourceId}
              onToggle={({ value, label }) => view.toggleResource({ id: value, title: label })}
              emptyText={resources.isPending ? 'Loading resources…' : 'No resources are available for support yet.'}
            />
          </WizardStep>
          <WizardStep ref={stepRef('reason')} number={2} title="Why are you contacting us?" enabled={view.enabledSteps.reason}>
            <ChoiceChips
              label="Reasons"
              choices={reasons}
              selected={view.selectedReason}
              onToggle={({ value }) => view.toggleReason(value)}
              emptyText={chosen ? 'No support areas listed for this resource.' : 'Choose a resource first.'}
              disabled={!view.enabledSteps.reason}
            />
          </WizardStep>
          <WizardStep ref={stepRef('form')} number={3} title="Tell us about your request" enabled={view.enabledSteps.form}>
            <SupportRequestForm
              // A new resource or reason starts an empty request (the machine reset its validity).
              key={`${view.selectedResourceId ?? ''}|${view.selectedReason ?? ''}`}
              disabled={!view.enabledSteps.form}
              canSubmit={view.canSubmit}
              onValidityChange={view.updateValidity}
              onSubmit={view.submit}
            />
          </WizardStep>
        </Stack>
      </Box>
      <SupportThankYouDialog opened={view.showThankYou} onClose={view.closeThankYou} returnFocusRef={headingRef} />
    </Container>
  );
}
