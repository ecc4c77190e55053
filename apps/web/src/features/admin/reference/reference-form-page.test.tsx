import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/auth-fixtures';
import { server } from '../../../test/server';
import { createMetadataItem, findHeading, renderAdmin } from '../test-admin';

/** Records the bodies of `method` requests to `url` and answers with `respond`. */
function serveWrite(
  method: 'post' | 'put',
  url: string,
  respond: (body: unknown) => Response | Promise<Response>,
): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

describe('Create a reference entry', { timeout: 20_000 }, () => {
  it('checks the name with the server’s rules, under the field, with Save disabled while invalid', async () => {
    const { user } = renderAdmin('/admin/titles/create');

    await findHeading('Create Title');
    const name = screen.getByRole('textbox', { name: 'Name' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(screen.getByRole('checkbox', { name: 'Custom' })).toBeChecked();
    // Spec §5: Save is disabled while loading or invalid, an empty form included.
    await waitFor(() => expect(save).toBeDisabled());
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Title name is required')).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/titles');

    await user.type(name, 'P');
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(save).toBeDisabled();
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(101));
    expect(await screen.findByText('Name cannot exceed 100 characters')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Prof.');
    await waitFor(() =>
      expect(screen.queryByText('Name cannot exceed 100 characters')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('saves the name trimmed, confirms, and goes back to the list after 1.5 s', async () => {
    const bodies = serveWrite('post', '/api/admin/titles', async (body) => {
      await delay(50);
      return HttpResponse.json(createMetadataItem({ id: 9, ...(body as object) }), { status: 201 });
    });
    server.use(
      http.get('/api/admin/titles', () =>
        HttpResponse.json({ titles: [createMetadataItem({ id: 9, name: 'Prof.' })] }),
      ),
    );
    const { user, router } = renderAdmin('/admin/titles/create');

    await findHeading('Create Title');
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('  Prof.  ');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());

    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await screen.findByText('Title created successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Prof.', is_custom: true }]);
    expect(router.state.location.pathname).toBe('/admin/titles/create');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/titles'), { timeout: 5000 });
    expect(await screen.findByRole('cell', { name: 'Prof.' })).toBeInTheDocument();
  });

  it('shows a failure as "An error occurred: {message}"', async () => {
    serveWrite('post', '/api/admin/affiliations', () =>
      HttpResponse.json(errorBody(409, 'A affiliation named "WHO" already exists.'), { status: 409 }),
    );
    const { user, router } = renderAdmin('/admin/affiliations/create');

    await findHeading('Create Affiliation');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'WHO');
    await user.click(screen.getByRole('checkbox', { name: 'Custom' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred: A affiliation named "WHO" already exists.',
    );
    expect(router.state.location.pathname).toBe('/admin/affiliations/create');
  });

  it('puts the server’s field messages under the field', async () => {
    serveWrite('post', '/api/admin/qualifications', () =>
      HttpResponse.json(
        {
          ...errorBody(400, 'Name cannot exceed 100 characters'),
          details: [{ field: 'name', message: 'Name cannot exceed 100 characters' }],
        },
        { status: 400 },
      ),
    );
    const { user } = renderAdmin('/admin/qualifications/create');

    await findHeading('Create Qualification');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Virologist');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        'Name cannot exceed 100 characters',
      ),
    );
  });
});

describe('Edit a reference entry', { timeout: 20_000 }, () => {
  it('loads the entry, saves the changes, confirms and goes back after 1.5 s', async () => {
    server.use(
      http.get('/api/admin/titles/:id', ({ params }) =>
        HttpResponse.json(createMetadataItem({ id: Number(params.id), name: 'Dr.', is_custom: false })),
      ),
    );
    server.use(
      http.get('/api/admin/titles', () =>
        HttpResponse.json({ titles: [createMetadataItem({ name: 'Doctor' })] }),
      ),
    );
    const bodies = serveWrite('put', '/api/admin/titles/3', (body) =>
      HttpResponse.json(createMetadataItem({ id: 3, ...(body as object) })),
    );
    const { user, router } = renderAdmin('/admin/titles/3/edit');

    await findHeading('Edit Title #3');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Dr.');
    expect(screen.getByRole('checkbox', { name: 'Custom' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/titles');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/titles');

    await user.clear(name);
    await user.type(name, 'Doctor');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Title updated successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Doctor', is_custom: false }]);
    expect(router.state.location.pathname).toBe('/admin/titles/3/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/titles'), { timeout: 5000 });
    expect(await screen.findByRole('cell', { name: 'Doctor' })).toBeInTheDocument();
  });

  it('refuses an id that is not all digits without asking the server', async () => {
    renderAdmin('/admin/qualifications/12a/edit');

    await findHeading('Edit Qualification');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing Qualification ID in URL.');
    expect(screen.getByRole('link', { name: 'Back to Qualifications' })).toHaveAttribute(
      'href',
      '/admin/qualifications',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when there is no such entry', async () => {
    server.use(
      http.get('/api/admin/affiliations/:id', () =>
        HttpResponse.json(errorBody(404, 'Affiliation not found'), { status: 404 }),
      ),
    );
    renderAdmin('/admin/affiliations/99/edit');

    await findHeading('Edit Affiliation #99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Affiliation with ID 99 not found.');
    expect(screen.getByRole('link', { name: 'Back to Affiliations' })).toBeInTheDocument();
  });

  it('offers Retry when the entry cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('/api/admin/titles/:id', () =>
        fail
          ? HttpResponse.json(errorBody(503, 'Service Unavailable'), { status: 503 })
          : HttpResponse.json(createMetadataItem()),
      ),
    );
    const { user } = renderAdmin('/admin/titles/3/edit');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load title data: Service Unavailable',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Dr.');
  });

  it('shows an "Authentication required" message as it is', async () => {
    server.use(
      http.get('/api/admin/titles/:id', () =>
        HttpResponse.json(errorBody(403, 'Authentication required to manage titles.'), { status: 403 }),
      ),
    );
    renderAdmin('/admin/titles/3/edit');

    expect(await screen.findByText('Authentication required to manage titles.')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load title data/)).not.toBeInTheDocument();
  });

  it('shows an update failure as "Failed to update {kind}: {message}"', async () => {
    server.use(
      http.get('/api/admin/qualifications/:id', () =>
        HttpResponse.json(createMetadataItem({ id: 4, name: 'Nurse' })),
      ),
    );
    serveWrite('put', '/api/admin/qualifications/4', () =>
      HttpResponse.json(errorBody(409, 'A qualification named "Midwife" already exists.'), { status: 409 }),
    );
    const { user, router } = renderAdmin('/admin/qualifications/4/edit');

    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Midwife');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update qualification: A qualification named "Midwife" already exists.',
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/admin/qualifications/4/edit');
  });
});
