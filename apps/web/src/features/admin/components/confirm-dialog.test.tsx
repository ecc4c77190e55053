import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../lib/i18n/locale-provider';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ busy = false, onConfirm = vi.fn() }: { busy?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove report
      </button>
      <ConfirmDialog
        open={open}
        title="Remove this report?"
        confirmLabel="Remove"
        busyLabel="Removing..."
        destructive
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        <p>It disappears from the public lists.</p>
      </ConfirmDialog>
    </>
  );
}

async function openHarness(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  const result = render(<Harness {...props} />, { wrapper: LocaleProvider });
  const opener = screen.getByRole('button', { name: 'Remove report' });
  await user.click(opener);
  return { ...result, user, opener, dialog: screen.getByRole('dialog', { name: 'Remove this report?' }) };
}

describe('ConfirmDialog', () => {
  it('is a modal dialog named by its title and described by its text, with focus on Cancel', async () => {
    const { dialog } = await openHarness();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('It disappears from the public lists.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveClass('bg-red-700');
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = await openHarness();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });

  it('closes with Escape and gives focus back to the opener', async () => {
    const { user, opener } = await openHarness();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('confirms', async () => {
    const onConfirm = vi.fn();
    const { user } = await openHarness({ onConfirm });

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while busy: both buttons disabled, the busy label, and Escape does nothing', async () => {
    const { user } = await openHarness({ busy: true });

    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Removing...' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
