import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/auth-fixtures';
import { server } from '../../../test/server';
import { findHeading, renderAdmin } from '../test-admin';

const TABLES = [
  { name: 'sessions', rows: 12_408, purge: 'Sessions ended or expired more than 7 days ago are deleted.' },
  { name: 'unsubscribe_uses', rows: 0, purge: 'Used unsubscribe links are forgotten after 90 days.' },
];

function serveSettings(tableSizes: () => Response) {
  server.use(
    http.get('/api/admin/settings', () => HttpResponse.json({ settings: [] })),
    http.get('/api/admin/table-sizes', tableSizes),
  );
}

describe('Settings: table sizes', () => {
  it('lists each purged table with its row count and what the purge removes', async () => {
    serveSettings(() => HttpResponse.json({ tables: TABLES }));
    renderAdmin('/admin/settings');
    await findHeading('Settings');
    const table = await screen.findByRole('table', { name: 'Table sizes' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('sessions');
    expect(within(rows[1]).getByText('12,408')).toBeInTheDocument();
    expect(within(rows[1]).getAllByText(TABLES[0].purge).length).toBeGreaterThan(0);
    expect(within(rows[2]).getByRole('rowheader')).toHaveTextContent('unsubscribe_uses');
    expect(within(rows[2]).getByText('0')).toBeInTheDocument();
  });

  it('says when the sizes cannot be loaded and tries again on request', async () => {
    let calls = 0;
    serveSettings(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(errorBody(503, 'The service is temporarily unavailable.'), { status: 503 })
        : HttpResponse.json({ tables: TABLES });
    });
    const { user } = renderAdmin('/admin/settings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service is temporarily unavailable.');
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('table', { name: 'Table sizes' })).toBeInTheDocument();
  });
});
