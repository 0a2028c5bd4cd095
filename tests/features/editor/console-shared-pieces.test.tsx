import { Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { ErrorAlert } from '../../../src/components/ErrorAlert';
import { anySelectProps } from '../../../src/components/console/any-select-props';
import { useBusyCall } from '../../../src/components/console/use-busy-call';
import { act, renderHook, renderWithProviders, screen, userEvent, waitFor } from '../../support/render';

function StatusFilter() {
  const form = useForm({ mode: 'controlled', initialValues: { status: '' } });
  return (
    <>
      <Select label="Status" placeholder="Any" data={['active', 'blocked']} clearable {...anySelectProps(form, 'status')} />
      <output>{JSON.stringify(form.values.status)}</output>
    </>
  );
}

describe("the console's shared pieces", () => {
  it("anySelectProps: '' shows as no choice, a choice is kept, taking it back gives '' again", async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatusFilter />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'blocked' }));
    expect(screen.getByRole('status')).toHaveTextContent('"blocked"');
    expect(select).toHaveValue('blocked');
    // Choosing the chosen option again takes it back (Mantine gives null).
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'blocked' }));
    expect(screen.getByRole('status')).toHaveTextContent('""');
    expect(select).toHaveValue('');
  });

  it('ErrorAlert says a message as an alert, and draws nothing without one', () => {
    renderWithProviders(
      <>
        <ErrorAlert>{null}</ErrorAlert>
        <ErrorAlert>{''}</ErrorAlert>
        <ErrorAlert>{undefined}</ErrorAlert>
        <ErrorAlert>{'Could not save.'}</ErrorAlert>
      </>,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save.');
  });

  it('useBusyCall: busy while a call runs, its failure kept until the next call, which clears it', async () => {
    const { result } = renderHook(() => useBusyCall());
    let finish!: () => void;
    let outcome: Promise<boolean>;
    act(() => {
      outcome = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      expect(await outcome).toBe(true);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.failure).toBeNull();

    await act(async () => {
      expect(await result.current.run(() => Promise.reject(new Error('That name is taken.')))).toBe(false);
    });
    expect(result.current.failure).toBe('That name is taken.');
    expect(result.current.busy).toBe(false);

    let again!: () => void;
    act(() => {
      void result.current.run(() => new Promise<void>((resolve) => (again = resolve)));
    });
    expect(result.current.failure).toBeNull();
    await act(async () => again());
    await waitFor(() => expect(result.current.busy).toBe(false));
  });
});
