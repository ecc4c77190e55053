import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/auth-fixtures';
import { server } from '../../../test/server';
import { createQuestion, findHeading, renderAdmin } from '../test-admin';

function serveQuestion(question = createQuestion()) {
  server.use(http.get('/api/admin/outbreak-questions/:id', () => HttpResponse.json(question)));
}

/** Records the bodies of the PUTs; answers each with the next of `responses` (the last one repeats). */
function serveUpdate(...responses: ((body: object) => Response | Promise<Response>)[]) {
  const bodies: object[] = [];
  server.use(
    http.put('/api/admin/outbreak-questions/:id', async ({ request }) => {
      const body = (await request.json()) as object;
      bodies.push(body);
      const respond = responses[Math.min(bodies.length, responses.length) - 1];
      return respond(body);
    }),
  );
  return bodies;
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const numberField = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name });

describe('Edit an outbreak question', { timeout: 20_000 }, () => {
  it('shows a spinner, then the form with the question', async () => {
    server.use(
      http.get('/api/admin/outbreak-questions/:id', async () => {
        await delay(50);
        return HttpResponse.json(createQuestion());
      }),
    );
    renderAdmin('/admin/questions/2/edit');

    await findHeading('Edit Question #2');
    expect(screen.getByRole('status')).toHaveTextContent('Loading question...');

    expect(await screen.findByRole('textbox', { name: 'Question Key' })).toHaveValue('cases');
    expect(field('Question Key')).toHaveAttribute('placeholder', 'Enter question key');
    expect(field('Label')).toHaveValue('Number of cases');
    expect(field('Label')).toHaveAttribute('placeholder', 'Enter question label');
    expect(field('Description')).toHaveValue('Confirmed and suspected cases so far');
    expect(field('Description')).toHaveAttribute('rows', '3');
    expect(numberField('Min Value')).toHaveValue(0);
    expect(numberField('Max Value')).toHaveValue(10);
    expect(numberField('Display Order')).toHaveValue(1);
    expect(numberField('Display Order')).toHaveAccessibleDescription('Lower numbers appear first');
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toHaveAccessibleDescription(
      'Inactive questions will not be displayed to users',
    );
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/questions');
  });

  it('refuses a minimum that is not below the maximum, under the field, without saving', async () => {
    serveQuestion();
    const bodies = serveUpdate(() => HttpResponse.json(createQuestion()));
    const { user } = renderAdmin('/admin/questions/2/edit');

    const min = await screen.findByRole('spinbutton', { name: 'Min Value' });
    await user.clear(min);
    await user.type(min, '10');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Minimum value must be less than maximum value')).toBeInTheDocument();
    expect(numberField('Max Value')).toHaveAccessibleDescription(
      'Minimum value must be less than maximum value',
    );
    await user.clear(field('Label'));
    await user.type(field('Label'), 'x');
    expect(await screen.findByText('Label must be 2 to 200 characters')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('saves the question trimmed, confirms, and goes back to the list after 1.5 s', async () => {
    serveQuestion(createQuestion({ description: null }));
    server.use(
      http.get('/api/admin/outbreak-questions', () => HttpResponse.json({ questions: [createQuestion()] })),
    );
    const bodies = serveUpdate(async (body) => {
      await delay(50);
      return HttpResponse.json(createQuestion(body));
    });
    const { user, router } = renderAdmin('/admin/questions/2/edit');

    const label = await screen.findByRole('textbox', { name: 'Label' });
    await user.clear(label);
    await user.type(label, '  Confirmed cases  ');
    await user.clear(numberField('Max Value'));
    await user.type(numberField('Max Value'), '1000000');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await screen.findByText('Question updated successfully')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        question_key: 'cases',
        label: 'Confirmed cases',
        description: '',
        min_value: 0,
        max_value: 1_000_000,
        display_order: 1,
        is_active: false,
      },
    ]);
    expect(router.state.location.pathname).toBe('/admin/questions/2/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/questions'), { timeout: 5000 });
  });

  it('shows a failure above the form, and Retry sends it again', async () => {
    serveQuestion();
    server.use(http.get('/api/admin/outbreak-questions', () => HttpResponse.json({ questions: [] })));
    const bodies = serveUpdate(
      () =>
        HttpResponse.json(errorBody(503, 'The database is busy. Try again in a moment.'), { status: 503 }),
      (body) => HttpResponse.json(createQuestion(body)),
    );
    const { user } = renderAdmin('/admin/questions/2/edit');

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    await within(alert).findByText('Failed to update question: The database is busy. Try again in a moment.');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Question updated successfully')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('says "Please try again." when the server gives no reason', async () => {
    serveQuestion();
    serveUpdate(() => new HttpResponse(null, { status: 500 }));
    const { user } = renderAdmin('/admin/questions/2/edit');

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update question: Please try again.')).toBeInTheDocument();
  });

  it('shows a not-found card with a way back', async () => {
    server.use(
      http.get('/api/admin/outbreak-questions/:id', () =>
        HttpResponse.json(errorBody(404, 'Question not found'), { status: 404 }),
      ),
    );
    renderAdmin('/admin/questions/99/edit');

    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Question not found');
    expect(card).toHaveTextContent('Question with ID 99 not found.');
    expect(within(card).getByRole('link', { name: 'Back to Questions' })).toHaveAttribute(
      'href',
      '/admin/questions',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('refuses an id that is not all digits', async () => {
    renderAdmin('/admin/questions/two/edit');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or missing Question ID in URL.');
  });
});
