import { useForm } from '@mantine/form';
import { useConfirmFollowsPassword } from '../lib/use-confirm-follows-password';
import { confirmPasswordRule, newPasswordRule } from '../lib/validators';

/**
 * The form that sets a new password from an emailed link (a member's reset, an editor's first
 * password): New Password and its confirmation, spec §2's rules checked as the user types and as
 * they leave a field, the confirmation checked again whenever the password changes.
 */
export function useNewPasswordForm() {
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: { newPassword: newPasswordRule, confirmPassword: confirmPasswordRule() },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  useConfirmFollowsPassword(form, 'newPassword', 'confirmPassword');
  return form;
}
