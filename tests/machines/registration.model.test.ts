import { expect } from 'vitest';
import { toRegistrationView } from '../../machines/registration.view';
import { describeModel, type StateChecks } from './model-runner';
import { registrationModels } from './models';

// One model per kind of /register link (none, well-formed, malformed); the invitation decode,
// email check and registration outcomes are model events (see tests/machines/test-model.ts).
const checks: StateChecks = {
  redirectingHome: ({ live }) => expect(toRegistrationView(live as never).redirectTo).toBe('/'),
  professional: ({ live }) => {
    const view = toRegistrationView(live as never);
    expect(view.showProfessionalForm).toBe(true);
    expect(view.canSwitchTabs).toBe(true);
  },
  'distributor.invitationRequired': ({ live }) => expect(toRegistrationView(live as never).showInvitationRequired).toBe(true),
  'distributor.form': ({ live }) => {
    const view = toRegistrationView(live as never);
    expect(view.showDistributorForm).toBe(true);
    expect(view.prefill?.email).toBe('dist@example.com');
    expect(view.canSwitchTabs).toBe(false);
  },
  'done.professional': ({ live }) => expect(toRegistrationView(live as never).redirectTo).toBe('/registerConfirmation'),
  'done.distributor': ({ live }) => expect(toRegistrationView(live as never).redirectTo).toBe('/distributorConfirmation'),
};

for (const model of registrationModels) describeModel(model, checks);
