import { ROLE, type AdminUser } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/auth-fixtures';
import { server } from '../../../test/server';
import { createAdminSessionUser, createAdminUser, findHeading, renderAdmin } from '../test-admin';

const jane = createAdminUser({ qualification_name: 'admin', affiliation_name: null });

/** One user in the list and behind `GET /api/admin/users/{id}`; `current` changes with the answers. */
function serveUser(initial: AdminUser) {
  const state = { current: initial };
  server.use(
    http.get('/api/admin/users', () =>
      HttpResponse.json({ users: [state.current], total: 1, page: 1, limit: 10 }),
    ),
    http.get('/api/admin/users/:id', () => HttpResponse.json(state.current)),
  );
  return state;
}

async function openDetails(options?: Parameters<typeof renderAdmin>[1]) {
  const rendered = renderAdmin('/admin/users', options);
  await findHeading('User Management');
  const view = await screen.findByRole('button', { name: 'View details of Dr. Jane Doe' });
  await rendered.user.click(view);
  return { ...rendered, view, dialog: screen.getByRole('dialog', { name: 'User Details' }) };
}

const fact = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('User Details', { timeout: 20_000 }, () => {
  it('shows who the user is, with their badges, and the actions allowed', async () => {
    serveUser(jane);
    const { dialog } = await openDetails();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('JD')).toBeInTheDocument();
    expect(within(dialog).getByText('Dr. Jane Doe')).toBeInTheDocument();
    expect(within(dialog).getByText('Unverified')).toBeInTheDocument();
    expect(within(dialog).queryByText('Suspended')).not.toBeInTheDocument();
    expect(fact(dialog, 'Email')).toHaveTextContent('jane.doe@example.org');
    // Spec §2: the qualification "admin" is highlighted.
    expect(within(fact(dialog, 'Qualification')).getByText('admin')).toHaveClass('bg-violet-100');
    expect(fact(dialog, 'Affiliation')).toHaveTextContent('Not specified');
    const joined = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(jane.created_at),
    );
    expect(fact(dialog, 'Joined')).toHaveTextContent(joined);
    expect(joined).toMatch(/^March \d+, 2026.*\d:\d\d/);

    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close', 'Verify User', 'Suspend User', 'Delete User']);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    // Plain admins do not choose roles.
    expect(within(dialog).queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
  });

  it('offers Unsuspend User and no Verify User for a verified, suspended user', async () => {
    serveUser({
      ...jane,
      is_verified: true,
      is_suspended: true,
      qualification_name: 'Nurse',
      affiliation_name: 'WHO',
    });
    const { dialog } = await openDetails();

    expect(within(dialog).getByText('Verified')).toBeInTheDocument();
    expect(within(dialog).getByText('Suspended')).toBeInTheDocument();
    expect(within(fact(dialog, 'Qualification')).getByText('Nurse')).not.toHaveClass('bg-violet-100');
    expect(fact(dialog, 'Affiliation')).toHaveTextContent('WHO');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close', 'Unsuspend User', 'Delete User']);
  });

  it('hands an action over to the confirmation', async () => {
    serveUser(jane);
    const { user, dialog } = await openDetails();

    await user.click(within(dialog).getByRole('button', { name: 'Suspend User' }));

    expect(screen.queryByRole('dialog', { name: 'User Details' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm Suspend' })).toHaveTextContent(
      'Are you sure you want to suspend Dr. Jane Doe (jane.doe@example.org)?',
    );
  });

  it('is closed with Escape or Close, and focus goes back to the row', async () => {
    serveUser(jane);
    const { user, view, dialog } = await openDetails();

    // Focus stays inside while it is open.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view).toHaveFocus();

    await user.click(view);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view).toHaveFocus();
  });

  it('shows no actions on your own account', async () => {
    const self = createAdminUser({ id: 1, first_name: 'Jane', last_name: 'Doe', role_id: ROLE.ADMIN });
    serveUser(self);
    const { dialog } = await openDetails();

    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
  });
});

describe('Role of a user', { timeout: 20_000 }, () => {
  it('lets a super admin make the user an admin, reporter or blogger', async () => {
    const state = serveUser(jane);
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/admin/users/:id/role', async ({ request }) => {
        const body = (await request.json()) as { role_id: number };
        bodies.push(body);
        state.current = { ...state.current, role_id: body.role_id };
        return HttpResponse.json(state.current);
      }),
    );
    const { user, dialog } = await openDetails({
      user: createAdminSessionUser({ role_id: ROLE.SUPER_ADMIN }),
    });

    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue(String(ROLE.REPORTER));
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Reporter', 'Blogger']);
    const save = within(dialog).getByRole('button', { name: 'Change Role' });
    expect(save).toBeDisabled();

    await user.selectOptions(role, 'Admin');
    await user.click(save);

    expect(await within(dialog).findByText('Jane Doe is now an admin.')).toBeInTheDocument();
    expect(bodies).toEqual([{ role_id: ROLE.ADMIN }]);
    expect(fact(dialog, 'Role')).toHaveTextContent('Admin');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Change Role' })).toBeDisabled());
  });

  it('shows why a role change was refused', async () => {
    serveUser(jane);
    server.use(
      http.put('/api/admin/users/:id/role', () =>
        HttpResponse.json(errorBody(409, 'The user already has this role.'), { status: 409 }),
      ),
    );
    const { user, dialog } = await openDetails({
      user: createAdminSessionUser({ role_id: ROLE.SUPER_ADMIN }),
    });

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Blogger');
    await user.click(within(dialog).getByRole('button', { name: 'Change Role' }));

    expect(await within(dialog).findByText('The user already has this role.')).toBeInTheDocument();
  });
});
