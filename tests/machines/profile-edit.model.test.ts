import { expect } from 'vitest';
import { toProfileEditView } from '../../machines/profile-edit.view';
import { describeModel } from './model-runner';
import { profileEditModel } from './models';

// Load, save and reload outcomes are model events (see tests/machines/test-model.ts). Simple
// paths are not run: draft/validity/dirty context multiplies them beyond what is useful.
describeModel(
  profileEditModel,
  {
    loading: ({ live }) => expect(toProfileEditView(live as never).isBusy).toBe(true),
    viewing: ({ live }) => {
      const view = toProfileEditView(live as never);
      expect(view.isEditingPicture || view.isEditingProfessional).toBe(false);
      expect(view.isDirty).toBe(false);
    },
    'editing.picture': ({ live }) => expect(toProfileEditView(live as never).isEditingPicture).toBe(true),
    'editing.professional': ({ live }) => expect(toProfileEditView(live as never).isEditingProfessional).toBe(true),
    'editing.confirmingLeave': ({ live }) =>
      expect(toProfileEditView(live as never).confirmPrompt).toBe(
        'Are you sure you want to leave? All provided data will be lost.',
      ),
    'editing.confirmingBack': ({ live }) =>
      expect(toProfileEditView(live as never).confirmPrompt).toBe('You have unsaved changes. Are you sure you want to go back?'),
    leaving: ({ emitted }) => expect(emitted.at(-1)).toEqual({ type: 'navigate.back' }),
    saving: ({ live }) => expect(toProfileEditView(live as never).isSaving).toBe(true),
  },
  { minPaths: 10 },
);
