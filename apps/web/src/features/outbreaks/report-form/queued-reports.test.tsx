import type { QueuedReportState } from '@outbreak-watch/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../lib/i18n/locale-provider';
import type { QueuedReport } from '../../../lib/offline/queue-storage';
import { QueuedReports } from './queued-reports';

function entry(state: QueuedReportState, overrides: Partial<QueuedReport> = {}): QueuedReport {
  return {
    key: crypto.randomUUID(),
    userId: 1,
    request: {} as QueuedReport['request'],
    formValues: {},
    title: `Cholera in Kenya (${state})`,
    queuedAt: '2026-11-20T09:30:00.000Z',
    state,
    ...overrides,
  };
}

function renderList(entries: QueuedReport[], isOnline = true) {
  const handlers = { onSendNow: vi.fn(), onFix: vi.fn(), onRemove: vi.fn() };
  const router = createMemoryRouter([
    { path: '/', element: <QueuedReports entries={entries} isOnline={isOnline} {...handlers} /> },
  ]);
  render(
    <LocaleProvider>
      <RouterProvider router={router} />
    </LocaleProvider>,
  );
  return { ...handlers, user: userEvent.setup() };
}

const item = (title: string) => screen.getByRole('listitem', { name: title });

describe('Queued reports', () => {
  it('shows nothing when no report waits on the device', () => {
    renderList([]);
    expect(screen.queryByRole('region', { name: 'Queued reports' })).not.toBeInTheDocument();
  });

  it('shows each report’s honest state: waiting (and why), sending, sent with a link, refused with the reason', async () => {
    const waiting = entry('waiting');
    const waitingForSignIn = entry('waiting', {
      title: 'Measles in Chad',
      problem: { status: 401, message: 'Authentication required.', details: [] },
    });
    const sending = entry('sending');
    const sent = entry('sent', { outbreakId: 42 });
    const refused = entry('refused', {
      problem: {
        status: 400,
        message: 'Some fields are invalid. Please check the details.',
        details: [{ field: 'date', message: 'The date cannot be in the future.' }],
      },
    });
    const { user, onFix, onRemove, onSendNow } = renderList([
      waiting,
      waitingForSignIn,
      sending,
      sent,
      refused,
    ]);

    expect(within(item(waiting.title)).getByText('Waiting to send')).toBeVisible();
    expect(within(item(waiting.title)).getByText('Waiting for the network.')).toBeVisible();
    expect(within(item(waitingForSignIn.title)).getByText('Sign in to send it.')).toBeVisible();
    expect(within(item(sending.title)).getByText('Sending…')).toBeVisible();
    // A report being sent cannot be discarded halfway.
    expect(within(item(sending.title)).queryByRole('button')).not.toBeInTheDocument();

    const sentItem = within(item(sent.title));
    expect(sentItem.getByText('Sent')).toBeVisible();
    expect(sentItem.getByRole('link', { name: `Open the stored report: ${sent.title}` })).toHaveAttribute(
      'href',
      '/details/42',
    );

    const refusedItem = within(item(refused.title));
    expect(refusedItem.getByText('Refused by the server')).toBeVisible();
    expect(refusedItem.getByText('Some fields are invalid. Please check the details.')).toBeVisible();
    expect(refusedItem.getByText('date: The date cannot be in the future.')).toBeVisible();
    expect(refusedItem.queryByRole('link')).not.toBeInTheDocument();
    await user.click(refusedItem.getByRole('button', { name: `Open in the form to fix: ${refused.title}` }));
    expect(onFix).toHaveBeenCalledWith(refused);
    await user.click(refusedItem.getByRole('button', { name: `Discard: ${refused.title}` }));
    expect(onRemove).toHaveBeenCalledWith(refused);
    await user.click(sentItem.getByRole('button', { name: `Remove from this list: ${sent.title}` }));
    expect(onRemove).toHaveBeenCalledWith(sent);

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(onSendNow).toHaveBeenCalledOnce();
  });

  it('offers no Send now while offline, and says every waiting report waits for the network', () => {
    const waiting = entry('waiting', { problem: { status: 503, message: 'Busy', details: [] } });
    renderList([waiting], false);
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
    expect(within(item(waiting.title)).getByText('Waiting for the network.')).toBeVisible();
  });
});
