import type { MetadataItem } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/auth-fixtures';
import { server } from '../../../test/server';
import { createMetadataItem, findHeading, renderAdmin } from '../test-admin';

const system = createMetadataItem({
  id: 3,
  name: 'Dr.',
  is_custom: false,
  created_at: '2026-03-05T10:00:00Z',
});
const custom = createMetadataItem({
  id: 8,
  name: 'Rev.',
  is_custom: true,
  created_at: '2026-04-01T09:30:00Z',
});

/** Serves `GET /api/admin/{plural}` from a list the test can change; returns the request count. */
function serveList(plural: string, initial: MetadataItem[]) {
  const state = { items: initial, requests: 0 };
  server.use(
    http.get(`/api/admin/${plural}`, () => {
      state.requests += 1;
      return HttpResponse.json({ [plural]: state.items });
    }),
  );
  return state;
}

describe('Reference lists', { timeout: 20_000 }, () => {
  it('lists the titles with their type, creation date and actions', async () => {
    serveList('titles', [system, custom]);
    renderAdmin('/admin/titles');

    await findHeading('Manage Titles');
    const table = await screen.findByRole('table', { name: 'Manage Titles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Name', 'Type', 'Created At', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'Dr.', 'System', 'Mar 5, 2026', 'EditDelete']);
    expect(second).toHaveTextContent('Custom');
    expect(within(first).getByRole('link', { name: 'Edit title Dr.' })).toHaveAttribute(
      'href',
      '/admin/titles/3/edit',
    );
    expect(within(first).getByRole('button', { name: 'Delete title Dr.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Title' })).toHaveAttribute(
      'href',
      '/admin/titles/create',
    );
    // Spec §2: the list container is at most 1200 px wide.
    expect(screen.getByRole('heading', { level: 1 }).closest('.max-w-\\[1200px\\]')).not.toBeNull();
  });

  it.each([
    ['affiliations', 'Manage Affiliations', 'No affiliations found.'],
    ['qualifications', 'Manage Qualifications', 'No qualifications found.'],
    ['titles', 'Manage Titles', 'No titles found.'],
  ])('says when there are no %s and links to the create form', async (plural, heading, empty) => {
    serveList(plural, []);
    renderAdmin(`/admin/${plural}`);

    await findHeading(heading);
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create the first one?' })).toHaveAttribute(
      'href',
      `/admin/${plural}/create`,
    );
  });

  it('shows the server’s message when the list cannot be loaded, and Retry loads it', async () => {
    let fail = true;
    server.use(
      http.get('/api/admin/titles', () =>
        fail
          ? HttpResponse.json(errorBody(503, 'The database is not reachable.'), { status: 503 })
          : HttpResponse.json({ titles: [system] }),
      ),
    );
    const { user } = renderAdmin('/admin/titles');

    expect(
      await screen.findByText('Failed to load titles: The database is not reachable.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Dr.' })).toBeInTheDocument();
  });

  it('says "Please try again." when the server gives no reason', async () => {
    server.use(http.get('/api/admin/affiliations', () => new HttpResponse(null, { status: 500 })));
    renderAdmin('/admin/affiliations');

    expect(await screen.findByText('Failed to load affiliations: Please try again.')).toBeInTheDocument();
  });
});

describe('Deleting a reference entry', { timeout: 20_000 }, () => {
  it('asks first, deletes, reloads the list and closes', async () => {
    const list = serveList('titles', [system, custom]);
    const deleted: string[] = [];
    server.use(
      http.delete('/api/admin/titles/:id', async ({ params }) => {
        await delay(50);
        deleted.push(String(params.id));
        list.items = list.items.filter((item) => String(item.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderAdmin('/admin/titles');

    await user.click(await screen.findByRole('button', { name: 'Delete title Dr.' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete the title "Dr." (ID: 3)? This action cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual(['3']);
    expect(screen.queryByRole('cell', { name: 'Dr.' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Rev.' })).toBeInTheDocument();
    expect(list.requests).toBe(2);
    expect(screen.getByRole('status')).toHaveTextContent('Title "Dr." was deleted.');
  });

  it('keeps the dialog open with the server’s reason when the entry is in use, and clears it after closing', async () => {
    serveList('qualifications', [createMetadataItem({ id: 4, name: 'Nurse' })]);
    server.use(
      http.delete('/api/admin/qualifications/:id', () =>
        HttpResponse.json(
          errorBody(
            409,
            'This qualification is used by 2 users and cannot be deleted. Change their profiles first.',
          ),
          { status: 409 },
        ),
      ),
    );
    const { user } = renderAdmin('/admin/qualifications');

    const deleteButton = await screen.findByRole('button', { name: 'Delete qualification Nurse' });
    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Delete Qualification' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the qualification "Nurse" (ID: 4)? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred: This qualification is used by 2 users and cannot be deleted. Change their profiles first.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();

    // Spec §9: the modal's state clears 300 ms after it closes.
    await new Promise((resolve) => setTimeout(resolve, 350));
    await user.click(deleteButton);
    expect(within(screen.getByRole('dialog')).queryByText(/An error occurred/)).not.toBeInTheDocument();
  });

  it('closes with Escape and gives focus back', async () => {
    serveList('affiliations', [createMetadataItem({ id: 5, name: 'WHO' })]);
    const { user } = renderAdmin('/admin/affiliations');

    const deleteButton = await screen.findByRole('button', { name: 'Delete affiliation WHO' });
    await user.click(deleteButton);
    expect(screen.getByRole('dialog', { name: 'Delete Affiliation' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
  });
});
