import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-support/render.tsx';
import { focusableWhileLoading } from './focusable-while-loading.tsx';

/** A form whose Save button loads from its first press until the test says otherwise. */
function SaveForm({ onSubmit, disabled = false }: { onSubmit: () => void; disabled?: boolean }) {
  const [saving, setSaving] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setSaving(true);
      }}
    >
      <input aria-label="Name" />
      <Button type="submit" loading={saving} disabled={disabled} renderRoot={focusableWhileLoading}>
        Save
      </Button>
    </form>
  );
}

describe('focusableWhileLoading', () => {
  it('keeps the focus on a button that starts loading, announced as unavailable', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<SaveForm onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await user.keyboard('{Enter}');

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(save).toHaveAttribute('data-loading');
    expect(save).toHaveFocus();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).not.toBeDisabled();
  });

  it('ignores presses while loading, from the button or from Enter in a field', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<SaveForm onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await user.click(save);
    await user.type(screen.getByLabelText('Name'), 'Aurora{Enter}');

    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves a button disabled for another reason plainly disabled', () => {
    renderWithProviders(<SaveForm onSubmit={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
