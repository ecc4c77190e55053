import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/auth-fixtures';
import { server } from '../../../test/server';
import { createQuestion, findHeading, renderAdmin } from '../test-admin';

describe('Manage Outbreak Questions', { timeout: 20_000 }, () => {
  it('lists every question, active or not, with an edit link each', async () => {
    server.use(
      http.get('/api/admin/outbreak-questions', () =>
        HttpResponse.json({
          questions: [
            createQuestion(),
            createQuestion({
              id: 5,
              question_key: 'secondary_cases',
              label: 'Secondary cases per case',
              description: null,
              min_value: 0.5,
              max_value: 1_000_000,
              is_active: false,
              display_order: 4,
              created_at: '2026-02-01T00:00:00Z',
            }),
          ],
        }),
      ),
    );
    renderAdmin('/admin/questions');

    await findHeading('Manage Outbreak Questions');
    const table = await screen.findByRole('table', { name: 'Manage Outbreak Questions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'ID',
      'Question Key',
      'Label',
      'Min/Max Value',
      'Active',
      'Display Order',
      'Created At',
      'Actions',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2',
      'cases',
      'Number of casesConfirmed and suspected cases so far',
      '0 / 10',
      'Active',
      '1',
      'Jan 15, 2026',
      'Edit',
    ]);
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '5',
      'secondary_cases',
      'Secondary cases per case',
      '0.5 / 1,000,000',
      'Inactive',
      '4',
      'Feb 1, 2026',
      'Edit',
    ]);
    expect(within(first).getByRole('link', { name: 'Edit question cases' })).toHaveAttribute(
      'href',
      '/admin/questions/2/edit',
    );
    // View and edit only (spec §2).
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /create|add/i })).not.toBeInTheDocument();
  });

  it('says when there are no questions', async () => {
    server.use(http.get('/api/admin/outbreak-questions', () => HttpResponse.json({ questions: [] })));
    renderAdmin('/admin/questions');

    expect(await screen.findByText('No questions found.')).toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    let fail = true;
    server.use(
      http.get('/api/admin/outbreak-questions', () =>
        fail
          ? HttpResponse.json(errorBody(429, 'Too many requests, slow down.'), { status: 429 })
          : HttpResponse.json({ questions: [createQuestion()] }),
      ),
    );
    const { user } = renderAdmin('/admin/questions');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load questions: Too many requests, slow down.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'cases' })).toBeInTheDocument();
  });
});
