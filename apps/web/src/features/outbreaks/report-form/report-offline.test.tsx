import { IDEMPOTENCY_KEY_HEADER, ROLE } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../../test/auth-fixtures';
import { createTestUser, findPageHeading, renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { reportQueue, sendQueuedReports } from '../../../lib/offline/offline-reporting';
import { CREATED_OUTBREAK, serveReferenceData } from './test-reference-data';

const TITLE = 'Report New Disease Outbreak';
const reporter = createTestUser({ role_id: ROLE.REPORTER });

async function renderReportForm() {
  const result = renderApp('/reports/add', { user: reporter });
  await findPageHeading(TITLE);
  await screen.findByRole('spinbutton', { name: 'Number of cases' });
  return result;
}

async function fillReport(user: UserEvent) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Nigeria');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Disease' }), 'Cholera');
  const answers: [string, string][] = [
    ['Number of cases', '120'],
    ['Number of deaths', '3'],
    ['Population at risk', '50000'],
    ['Average secondary cases per case', '1.5'],
  ];
  for (const [label, value] of answers)
    await user.type(screen.getByRole('spinbutton', { name: label }), value);
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Acute watery diarrhoea.');
}

const queueList = () => screen.findByRole('region', { name: 'Queued reports' });

afterEach(async () => {
  vi.restoreAllMocks();
  for (const entry of reportQueue.getEntries()) await reportQueue.remove(entry.key);
});

describe('Report new outbreak: without a network', { timeout: 30_000 }, () => {
  it('keeps a report submitted offline on the device as waiting, never as sent', async () => {
    serveReferenceData();
    const posted = vi.fn();
    server.use(
      http.post('/api/outbreaks', () => {
        posted();
        return HttpResponse.json(CREATED_OUTBREAK, { status: 201 });
      }),
    );
    const { user } = await renderReportForm();
    await fillReport(user);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Submit report' }));

    expect(await screen.findByText(/^No network: the report is kept on this device/)).toBeVisible();
    const item = within(await queueList()).getByRole('listitem');
    expect(item).toHaveTextContent('Cholera in Nigeria');
    expect(within(item).getByText('Waiting to send')).toBeVisible();
    expect(within(item).getByText('Waiting for the network.')).toBeVisible();
    expect(within(item).queryByText('Sent')).not.toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
    // The form starts over for the next report.
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  });

  it('queues a report whose request never reached the server, and sends it later under the same key', async () => {
    serveReferenceData();
    const keys: (string | null)[] = [];
    let isNetworkDown = true;
    server.use(
      http.post('/api/outbreaks', ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
        return isNetworkDown ? HttpResponse.error() : HttpResponse.json(CREATED_OUTBREAK, { status: 201 });
      }),
    );
    const { user } = await renderReportForm();
    await fillReport(user);
    await user.click(screen.getByRole('button', { name: 'Submit report' }));

    const item = within(await queueList()).getByRole('listitem');
    // The form's attempt, then the queue's own at once: both found no network.
    await waitFor(() => expect(keys).toHaveLength(2));
    await waitFor(() => expect(within(item).getByText('Waiting to send')).toBeVisible());

    isNetworkDown = false;
    await sendQueuedReports();
    expect(await within(item).findByText('Sent')).toBeVisible();
    expect(within(item).getByRole('link', { name: /^Open the stored report/ })).toHaveAttribute(
      'href',
      `/details/${CREATED_OUTBREAK.id}`,
    );
    // Sent: the notice that it waits on the device goes.
    expect(screen.queryByText(/^No network: the report is kept/)).not.toBeInTheDocument();
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('opens a refused report in the form with the server’s field errors, and resends it fixed under its key', async () => {
    serveReferenceData();
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/outbreaks', ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
        return HttpResponse.json(
          {
            ...errorBody(400, 'The date cannot be in the future.'),
            details: [{ field: 'date', message: 'The date cannot be in the future.' }],
          },
          { status: 400 },
        );
      }),
    );
    const { user, router } = await renderReportForm();
    await fillReport(user);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    const item = within(await queueList()).getByRole('listitem');

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await sendQueuedReports();
    expect(await within(item).findByText('Refused by the server')).toBeVisible();
    expect(within(item).getByText('date: The date cannot be in the future.')).toBeVisible();

    await user.click(within(item).getByRole('button', { name: /^Open in the form to fix/ }));
    expect(await screen.findByText(/^You are fixing a refused report/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Acute watery diarrhoea.');
    expect(await screen.findByText('The date cannot be in the future.')).toBeVisible();

    server.use(
      http.post('/api/outbreaks', ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
        return HttpResponse.json(CREATED_OUTBREAK, { status: 201 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'), { timeout: 3000 });
    // Sent in the refused one's place, under its key; the list no longer holds it.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(reportQueue.getEntries()).toEqual([]);
  });
});
