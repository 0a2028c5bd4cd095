import { describe, expect, it } from 'vitest';
import { PasswordField } from '../../src/components/PasswordField';
import { renderWithProviders, screen, userEvent } from '../support/render';

describe('PasswordField', () => {
  it('puts the show/hide toggle in the tab order, named after the field, and toggles with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordField label="New Password" />);
    const input = screen.getByLabelText('New Password');
    await user.click(input);
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show or hide new password' });
    expect(toggle).toHaveFocus();
    expect(input).toHaveAttribute('type', 'password');
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
