import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import {
  InvitationGoneError,
  isWellFormedJwt,
  registrationMachine,
  type InvitationClaims,
  type RegisterUserInput,
} from '../../machines/registration.machine';
import { toRegistrationView } from '../../machines/registration.view';
import { invitationClaims } from '../../tools/shared/machine-paths/models';

function startRegistration(
  jwt: string | undefined,
  doubles: {
    decode?: () => Promise<InvitationClaims>;
    taken?: boolean;
    register?: (input: RegisterUserInput) => Promise<unknown>;
  } = {},
) {
  const decode = vi.fn(doubles.decode ?? (async () => invitationClaims));
  const checkEmail = vi.fn(async () => doubles.taken ?? false);
  const register = vi.fn(doubles.register ?? (async () => ({ uid: '7' })));
  const machine = registrationMachine.provide({
    actors: {
      decodeInvitation: fromPromise(() => decode()),
      checkEmailTaken: fromPromise(() => checkEmail()),
      registerUser: fromPromise<unknown, RegisterUserInput>(({ input }) => register(input)),
    },
  });
  const actor = createActor(machine, { input: jwt === undefined ? {} : { jwt } }).start();
  return { actor, decode, checkEmail, register, view: () => toRegistrationView(actor.getSnapshot(), actor.send) };
}

const settled = (s: SnapshotFrom<typeof registrationMachine>) =>
  !s.matches('checkingLink') && !s.matches('decodingInvitation') && !s.matches('checkingEmail');

describe('registrationMachine', () => {
  it('checks the jwt shape: three non-empty dot-separated parts', () => {
    expect(isWellFormedJwt('a.b.c')).toBe(true);
    expect(isWellFormedJwt('a.b')).toBe(false);
    expect(isWellFormedJwt('a.b.c.d')).toBe(false);
    expect(isWellFormedJwt('a..c')).toBe(false);
  });

  it('redirects home for a jwt with two parts, without decoding it', () => {
    const { actor, decode, view } = startRegistration('header.payload');
    expect(actor.getSnapshot().value).toBe('redirectingHome');
    expect(view().redirectTo).toBe('/');
    expect(decode).not.toHaveBeenCalled();
  });

  it("redirects home when the invitation's email is already registered", async () => {
    const { actor, checkEmail } = startRegistration('h.p.s', { taken: true });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('redirectingHome');
    expect(checkEmail).toHaveBeenCalledTimes(1);
  });

  it('prefills the distributor form read-only from a valid invitation, with tabs locked', async () => {
    const { actor, view } = startRegistration('h.p.s');
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toEqual({ distributor: 'form' });
    expect(view().prefill).toEqual({
      email: 'dist@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      companyName: 'Optics Partner',
      country: 'DE',
    });
    expect(view().isProfessionalTabDisabled).toBe(true);
    expect(actor.getSnapshot().can({ type: 'tab.select', tab: 'professional' })).toBe(false);
    view().selectTab('professional');
    expect(actor.getSnapshot().value).toEqual({ distributor: 'form' });
  });

  it('shows "invitation required" for an invalid token, still with tabs locked', async () => {
    const { actor, view } = startRegistration('h.p.s', {
      decode: async () => {
        throw new Error('invalid signature');
      },
    });
    await waitFor(actor, settled);
    expect(view().showInvitationRequired).toBe(true);
    view().selectTab('professional');
    expect(actor.getSnapshot().matches({ distributor: 'invitationRequired' })).toBe(true);
  });

  it('redirects home with nothing prefilled for a revoked or replaced invitation (the server answers 410)', async () => {
    const { actor, view, checkEmail } = startRegistration('h.p.s', {
      decode: async () => {
        throw new InvitationGoneError();
      },
    });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('redirectingHome');
    expect(view().redirectTo).toBe('/');
    expect(view().prefill).toBeNull();
    expect(view().homeReason).toBe('invitationWithdrawn');
    expect(checkEmail).not.toHaveBeenCalled();
  });

  it('tells Home why it was sent there: a cut-off link, a used invitation, a registered email (issue 44)', async () => {
    expect(startRegistration('header.payload').view().homeReason).toBe('incompleteLink');
    const used = startRegistration('h.p.s', {
      decode: async () => {
        throw new InvitationGoneError('used');
      },
    });
    await waitFor(used.actor, settled);
    expect([used.view().redirectTo, used.view().homeReason]).toEqual(['/', 'invitationUsed']);
    const taken = startRegistration('h.p.s', { taken: true });
    await waitFor(taken.actor, settled);
    expect(taken.view().homeReason).toBe('invitationUsed');
    expect(startRegistration(undefined).view().homeReason).toBeNull();
  });

  it('without jwt: Healthcare by default, tabs switch, contact modal opens and closes', () => {
    const { actor, view } = startRegistration(undefined);
    expect(actor.getSnapshot().value).toBe('professional');
    view().selectTab('distributor');
    expect(view().showInvitationRequired).toBe(true);
    view().openContact();
    expect(view().isContactOpen).toBe(true);
    view().closeContact();
    expect(view().isContactOpen).toBe(false);
    view().selectTab('professional');
    expect(actor.getSnapshot().value).toBe('professional');
  });

  it('goes to /registerConfirmation after a professional registration', async () => {
    const { actor, register, view } = startRegistration(undefined);
    view().submit({ first_name: 'Ada' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(view().redirectTo).toBe('/registerConfirmation');
    expect(register).toHaveBeenCalledWith({ userType: 'professional', values: { first_name: 'Ada' }, claims: null, jwt: null });
  });

  it('goes to /distributorConfirmation after an invited registration, sending the claims', async () => {
    const { actor, register, view } = startRegistration('h.p.s');
    await waitFor(actor, settled);
    view().submit({ password: 'secret1' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(view().redirectTo).toBe('/distributorConfirmation');
    expect(register.mock.calls[0]?.[0]).toMatchObject({ userType: 'distributor', claims: invitationClaims, jwt: 'h.p.s' });
  });

  it('returns to the form after a failure, keeping the message', async () => {
    const { actor, view } = startRegistration(undefined, {
      register: async () => {
        throw new Error('Could not create quote.');
      },
    });
    view().submit({});
    await waitFor(actor, (s) => !s.matches('submitting'));
    expect(actor.getSnapshot().value).toBe('professional');
    expect(actor.getSnapshot().context.error).toBe('Could not create quote.');
  });
});
