import { ActionIcon, Anchor, Box, Group, LoadingOverlay, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useLocation, useParams } from 'wouter';
import { fromPromise } from 'xstate';
import {
  registrationMachine,
  type InvitationClaims,
  type RegisterUserInput,
  type RegistrationTab,
} from '../../../machines/registration.machine';
import { toRegistrationView } from '../../../machines/registration.view';
import { useApi, useRuntimeConfig } from '../../api/api-context';
import { checkEmailAvailability } from '../../api/operations/checkEmailAvailability';
import { registerUser, type RegistrationFormValues } from '../../api/operations/registerUser';
import { useContactUs } from '../../components/contact-us/use-contact-us';
import { InvisibleCaptcha, useCaptchaCheck } from '../../components/InvisibleCaptcha';
import { useArrivalNotices } from '../../lib/arrival-notice';
import { useMachineView } from '../../lib/use-machine-view';
import { AuthScreen } from './components/AuthScreen';
import { BrandLogo } from './components/BrandLogo';
import { DistributorForm } from './components/DistributorForm';
import { ProfessionalForm } from './components/ProfessionalForm';
import { invitationNotice } from './invitation-notices';
import { loadInvitation } from './load-invitation';

/** Spec §2 Registration (/register/{jwt?}), driven by the registration machine. */
export function RegisterPage() {
  const { jwt } = useParams<{ jwt?: string }>();
  const api = useApi();
  const { productName } = useRuntimeConfig();
  const { onContactUs } = useContactUs();
  const [, navigate] = useLocation();
  const arrivalNotices = useArrivalNotices();
  const { captchaRef, withCaptcha, isChecking: isCheckingCaptcha, error: captchaError } = useCaptchaCheck();
  const logic = useMemo(
    () =>
      registrationMachine.provide({
        actors: {
          decodeInvitation: fromPromise<InvitationClaims, { jwt: string }>(({ input }) => loadInvitation(api, input.jwt)),
          checkEmailTaken: fromPromise<boolean, { email: string }>(({ input }) => checkEmailAvailability(api, input.email)),
          registerUser: fromPromise<unknown, RegisterUserInput>(({ input }) => registerUser(api, input)),
        },
      }),
    [api],
  );
  const { view } = useMachineView(logic, toRegistrationView, { input: jwt === undefined ? {} : { jwt } });

  useEffect(() => {
    if (!view.redirectTo) return;
    if (view.homeReason) arrivalNotices.show('/', invitationNotice(view.homeReason, productName));
    navigate(view.redirectTo, { replace: view.redirectTo === '/' });
  }, [navigate, view.redirectTo, view.homeReason, arrivalNotices, productName]);

  const submit = async (values: RegistrationFormValues) => {
    const body = await withCaptcha(values);
    if (body) view.submit(body);
  };

  return (
    <AuthScreen>
      <Box pos="relative">
        <LoadingOverlay
          visible={view.isSubmitting || view.isCheckingInvitation || isCheckingCaptcha}
          zIndex={300}
          loaderProps={{ 'aria-label': 'Loading' }}
        />
        <Group justify="space-between" mb="lg">
          <ActionIcon variant="subtle" size="lg" aria-label="Back to home" onClick={() => navigate('/')}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M12 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </ActionIcon>
          <BrandLogo />
        </Group>
        <Title order={1} mb="md">
          Create an account
        </Title>
        <Tabs value={view.activeTab} onChange={(tab) => tab && view.selectTab(tab as RegistrationTab)} keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="professional" disabled={view.isProfessionalTabDisabled}>
              Healthcare Professional
            </Tabs.Tab>
            <Tabs.Tab value="distributor">Distributor</Tabs.Tab>
          </Tabs.List>
          {/* Kept mounted (hidden) while the tabs can switch: Distributor and back keeps the typed values. */}
          <Tabs.Panel value="professional" keepMounted={view.canSwitchTabs}>
            {(view.showProfessionalForm || view.canSwitchTabs) && <ProfessionalForm onSubmit={submit} />}
          </Tabs.Panel>
          <Tabs.Panel value="distributor">
            {view.showInvitationRequired && (
              <Text>
                Please reach out to your {productName} representative or use the{' '}
                <Anchor component="button" type="button" inherit onClick={onContactUs}>
                  Contact Form
                </Anchor>
                .
              </Text>
            )}
            {view.showDistributorForm && view.prefill && <DistributorForm prefill={view.prefill} onSubmit={submit} />}
          </Tabs.Panel>
        </Tabs>
        {(captchaError ?? view.error) && (
          <Text c="red" size="sm" mt="sm" role="alert">
            {captchaError ?? view.error}
          </Text>
        )}
        <InvisibleCaptcha ref={captchaRef} />
      </Box>
    </AuthScreen>
  );
}
