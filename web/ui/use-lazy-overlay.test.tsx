import { Button, Modal } from '@mantine/core';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-support/render.tsx';
import { useLazyOverlay } from './use-lazy-overlay.ts';

function DialogBehindButton() {
  const [opened, setOpened] = useState(false);
  const dialog = useLazyOverlay(opened);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open the dialog</Button>
      {dialog.mounted && (
        <Modal opened={dialog.opened} onClose={() => setOpened(false)} title="A dialog">
          <Button onClick={() => setOpened(false)}>Close it</Button>
        </Modal>
      )}
    </>
  );
}

describe('useLazyOverlay', () => {
  it('draws nothing until the overlay first opens, then keeps it drawn after it closes', () => {
    const { result, rerender } = renderHook(({ opened }) => useLazyOverlay(opened), {
      initialProps: { opened: false },
    });
    expect(result.current).toEqual({ mounted: false, opened: false });
    rerender({ opened: true });
    expect(result.current).toEqual({ mounted: true, opened: true });
    rerender({ opened: false });
    expect(result.current).toEqual({ mounted: true, opened: false });
  });

  it('gives the focus back to what opened a dialog drawn at its first opening', async () => {
    const { user } = renderWithProviders(<DialogBehindButton />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const opener = screen.getByRole('button', { name: 'Open the dialog' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'A dialog' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Close it' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
