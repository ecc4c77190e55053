import { ROLE, type AdminUser } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/auth-fixtures';
import { server } from '../../../test/server';
import { createAdminSessionUser, createAdminUser, findHeading, renderAdmin } from '../test-admin';

const jane = createAdminUser();
const omar = createAdminUser({
  id: 21,
  email: 'omar@example.org',
  first_name: 'Omar',
  last_name: 'Haddad',
  title_name: null,
  qualification_name: 'Nurse',
  affiliation_name: 'Red Crescent',
  is_verified: true,
  is_suspended: true,
  created_at: '2026-02-10T09:00:00Z',
});
const self = createAdminUser({
  id: 1,
  email: 'admin@example.org',
  first_name: 'Ada',
  last_name: 'Admin',
  title_name: null,
  role_id: ROLE.ADMIN,
  is_verified: true,
});

/**
 * Serves `GET /api/admin/users` from `users()` (the server does the searching, so the test decides the
 * page) and records every query. `total` defaults to the number of users served.
 */
function serveUsers(users: () => AdminUser[] = () => [jane, omar, self], total?: () => number) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/users', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const page = users();
      return HttpResponse.json({
        users: page,
        total: total?.() ?? page.length,
        page: Number(params.get('page')),
        limit: Number(params.get('limit')),
      });
    }),
    http.get('/api/admin/users/:id', ({ params }) => {
      const user = users().find((candidate) => String(candidate.id) === params.id);
      return user
        ? HttpResponse.json(user)
        : HttpResponse.json(errorBody(404, 'User not found'), { status: 404 });
    }),
  );
  return queries;
}

const lastQuery = (queries: URLSearchParams[]) => Object.fromEntries(queries.at(-1) ?? []);
const rowOf = (name: string) => screen.getByRole('cell', { name: new RegExp(`^${name}`) }).closest('tr')!;

async function openPage(options?: Parameters<typeof renderAdmin>[1]) {
  const rendered = renderAdmin('/admin/users', options);
  await findHeading('User Management');
  return rendered;
}

describe('User Management: the table', { timeout: 20_000 }, () => {
  it('shows loading, then a page of users newest first, with badges and pages', async () => {
    const queries = serveUsers(
      () => [jane, omar, self],
      () => 23,
    );
    await openPage();

    expect(screen.getByText('Loading user data...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(lastQuery(queries)).toEqual({
      status: 'all',
      sort: 'created_at',
      order: 'desc',
      page: '1',
      limit: '10',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Qualification', 'Affiliation', 'Joined', 'Status', 'Actions']);
    expect(within(table).getByRole('columnheader', { name: 'Joined' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    const janeCells = within(rowOf('Dr. Jane Doe')).getAllByRole('cell');
    expect(janeCells.slice(0, 7).map((cell) => cell.textContent)).toEqual([
      'Dr. Jane Doe',
      'jane.doe@example.org',
      'Reporter',
      'Epidemiologist',
      '—None',
      'Mar 5, 2026',
      'Unverified',
    ]);
    // Each cell is labelled with its column for the phone's cards.
    expect(janeCells.slice(0, 7).map((cell) => cell.dataset.label)).toEqual([
      'Name',
      'Email',
      'Role',
      'Qualification',
      'Affiliation',
      'Joined',
      'Status',
    ]);
    // A long address is cut to one line; the full one is its title (hover) and shows on focus.
    const email = within(janeCells[1]).getByRole('link', { name: 'jane.doe@example.org' });
    expect(email).toHaveAttribute('title', 'jane.doe@example.org');
    expect(email).toHaveAttribute('href', 'mailto:jane.doe@example.org');
    expect(within(rowOf('Ada Admin')).getAllByRole('cell')[2]).toHaveTextContent('Admin');
    expect(within(rowOf('Omar Haddad')).getAllByRole('cell')[6]).toHaveTextContent('VerifiedSuspended');

    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('23 users in total')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('offers verify only to unverified users, suspend or unsuspend, delete, and nothing on your own row', async () => {
    serveUsers();
    await openPage();

    const janeRow = within(await screen.findByRole('row', { name: /Dr\. Jane Doe/ }));
    expect(janeRow.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'View details of Dr. Jane Doe',
      'Verify Dr. Jane Doe',
      'Suspend Dr. Jane Doe',
      'Delete Dr. Jane Doe',
    ]);
    const omarRow = within(rowOf('Omar Haddad'));
    expect(omarRow.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'View',
      'Unsuspend',
      'Delete',
    ]);
    const ownRow = within(rowOf('Ada Admin'));
    expect(ownRow.getByText('(You)')).toBeInTheDocument();
    expect(ownRow.getAllByRole('button').map((button) => button.textContent)).toEqual(['View']);
  });

  it('leaves admin accounts to super admins', async () => {
    const otherAdmin = createAdminUser({
      id: 30,
      first_name: 'Ben',
      last_name: 'Boss',
      title_name: null,
      role_id: ROLE.ADMIN,
    });
    serveUsers(() => [otherAdmin]);
    const { unmount } = await openPage();

    const adminRow = within(await screen.findByRole('row', { name: /Ben Boss/ }));
    expect(adminRow.getAllByRole('button').map((button) => button.textContent)).toEqual(['View']);
    unmount();

    await openPage({ user: createAdminSessionUser({ role_id: ROLE.SUPER_ADMIN }) });
    const superRow = within(await screen.findByRole('row', { name: /Ben Boss/ }));
    expect(superRow.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'View',
      'Verify',
      'Suspend',
      'Delete',
    ]);
  });

  it('says when there are no users', async () => {
    serveUsers(() => []);
    await openPage();

    expect(await screen.findByText('No users available')).toBeInTheDocument();
  });

  it('shows the error card with the server’s message, and Retry loads again', async () => {
    let fail = true;
    server.use(
      http.get('/api/admin/users', () =>
        fail
          ? HttpResponse.json(errorBody(403, 'This account has been suspended.'), { status: 403 })
          : HttpResponse.json({ users: [jane], total: 1, page: 1, limit: 10 }),
      ),
    );
    const { user } = await openPage();

    const card = (await screen.findByRole('heading', { name: 'Error Loading Users' })).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(card).toHaveTextContent('This account has been suspended.');
    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Dr. Jane Doe' })).toBeInTheDocument();
  });

  it('falls back to the spec’s text when the server gives no reason', async () => {
    server.use(http.get('/api/admin/users', () => new HttpResponse(null, { status: 500 })));
    await openPage();

    const card = (await screen.findByRole('heading', { name: 'Error Loading Users' })).closest(
      '[role="alert"]',
    );
    expect(card).toHaveTextContent('Failed to load user data. Please try again.');
  });
});

describe('User Management: search, filters, sorting and pages', { timeout: 20_000 }, () => {
  it('searches once typing pauses, from page 1, and says when nothing matches', async () => {
    let matches: AdminUser[] = [jane, omar];
    const queries = serveUsers(
      () => matches,
      () => (matches.length === 0 ? 0 : 25),
    );
    const { user } = await openPage();

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    matches = [];
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    expect(search).toHaveAttribute('placeholder', 'Search users...');
    await user.type(search, 'zzz');

    expect(await screen.findByText('No users found matching "zzz"')).toBeInTheDocument();
    const searched = queries.filter((query) => query.has('q'));
    expect(searched.map((query) => [query.get('q'), query.get('page')])).toEqual([['zzz', '1']]);
  });

  it('filters by status with pressed buttons, back to page 1', async () => {
    const queries = serveUsers(
      () => [jane],
      () => 30,
    );
    const { user } = await openPage();

    const filters = within(screen.getByRole('group', { name: 'Filter users by status' }));
    expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All Users',
      'Verified',
      'Unverified',
      'Suspended',
    ]);
    expect(filters.getByRole('button', { name: 'All Users' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await user.click(filters.getByRole('button', { name: 'Unverified' }));

    expect(filters.getByRole('button', { name: 'Unverified' })).toHaveAttribute('aria-pressed', 'true');
    expect(filters.getByRole('button', { name: 'All Users' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ status: 'unverified', page: '1' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('sorts by a column ascending first, toggles it, and starts again at page 1', async () => {
    const queries = serveUsers(
      () => [jane, omar],
      () => 12,
    );
    const { user } = await openPage();

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ sort: 'name', order: 'asc', page: '1' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Joined' })).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ sort: 'name', order: 'desc' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    for (const [label, field] of [
      ['Email', 'email'],
      ['Qualification', 'qualification_name'],
      ['Affiliation', 'affiliation_name'],
      ['Joined', 'created_at'],
    ]) {
      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(lastQuery(queries)).toMatchObject({ sort: field, order: 'asc' }));
    }
    expect(screen.queryByRole('button', { name: 'Status' })).not.toBeInTheDocument();
  });
});

describe('User Management: actions', { timeout: 20_000 }, () => {
  it('confirms, runs with a spinner on the row, then says it is done', async () => {
    let current = jane;
    serveUsers(() => [current, self]);
    const calls: string[] = [];
    server.use(
      http.put('/api/admin/users/:id/verify', async ({ params }) => {
        calls.push(`verify ${String(params.id)}`);
        await delay(400);
        current = { ...jane, is_verified: true };
        return HttpResponse.json(current);
      }),
    );
    const { user } = await openPage();

    const verify = await screen.findByRole('button', { name: 'Verify Dr. Jane Doe' });
    await user.click(verify);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Verify' });
    expect(dialog).toHaveTextContent('Are you sure you want to verify Dr. Jane Doe (jane.doe@example.org)?');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Verify']);

    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const row = rowOf('Dr. Jane Doe');
    expect(row).toHaveClass('opacity-50');
    expect(within(row).getByRole('status')).toHaveTextContent('Working on Dr. Jane Doe...');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();

    expect(await screen.findByText('Jane Doe has been verified.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual(['verify 20']);
    expect(within(rowOf('Dr. Jane Doe')).getAllByRole('cell')[6]).toHaveTextContent('Verified');
    expect(screen.queryByRole('button', { name: 'Verify Dr. Jane Doe' })).not.toBeInTheDocument();
  });

  it('deletes after a red Delete, and the user leaves the list', async () => {
    let users = [jane, omar];
    serveUsers(() => users);
    server.use(
      http.delete('/api/admin/users/:id', ({ params }) => {
        users = users.filter((candidate) => String(candidate.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await openPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Omar Haddad' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent(/Are you sure you want to delete Omar Haddad \(omar@example.org\)\?/);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveClass('bg-red-700');
    await user.click(confirm);

    expect(await screen.findByText('Omar Haddad has been deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Omar Haddad' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'suspend',
      'Suspend Dr. Jane Doe',
      'Suspend',
      403,
      'Only a super admin can act on an admin account.',
      'Only a super admin can act on an admin account.',
    ],
    [
      'suspend',
      'Suspend Dr. Jane Doe',
      'Suspend',
      500,
      'Internal Server Error',
      'Failed to suspend user. Please try again.',
    ],
    [
      'unsuspend',
      'Unsuspend Omar Haddad',
      'Unsuspend',
      500,
      'Internal Server Error',
      'Failed to unsuspend user. Please try again.',
    ],
  ])('shows a failed %s as an alert', async (action, button, confirmLabel, status, message, shown) => {
    serveUsers();
    server.use(
      http.put(`/api/admin/users/:id/${action}`, () =>
        HttpResponse.json(errorBody(status, message), { status }),
      ),
    );
    const { user } = await openPage();

    await user.click(await screen.findByRole('button', { name: button }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: confirmLabel }));

    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByText(shown).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
  });

  it('cancels without doing anything', async () => {
    serveUsers();
    const { user } = await openPage();

    const suspend = await screen.findByRole('button', { name: 'Suspend Dr. Jane Doe' });
    await user.click(suspend);
    expect(screen.getByRole('dialog', { name: 'Confirm Suspend' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(suspend).toHaveFocus();
  });
});
