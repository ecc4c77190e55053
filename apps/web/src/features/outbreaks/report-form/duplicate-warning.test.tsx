import {
  DUPLICATE_MESSAGES,
  ROLE,
  type DuplicateConflictResponse,
  type PossibleDuplicate,
} from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestUser, findPageHeading, renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { REPORT_FORM_TEXT } from './messages';
import { CREATED_OUTBREAK, serveReferenceData } from './test-reference-data';

const DUPLICATE_WARNING_TEXTS = {
  title: REPORT_FORM_TEXT.duplicateTitle.defaultMessage,
  exactTitle: REPORT_FORM_TEXT.duplicateExactTitle.defaultMessage,
  submitAnyway: REPORT_FORM_TEXT.submitAnyway.defaultMessage,
  addComment: (id: number) => `Add a comment to report #${id} instead`,
};

const reporter = createTestUser({ role_id: ROLE.REPORTER });
const DESCRIPTION = 'Acute watery diarrhoea at the Makoko market.';

const existing: PossibleDuplicate = {
  id: 12,
  date: '2026-01-03',
  country_name: 'Nigeria',
  disease_name: 'Cholera',
  state_name: 'Lagos',
  city: 'Makoko',
  description: 'Watery diarrhoea among traders at Makoko market.',
  status: 'investigating',
  confirmed: true,
  similarity: 0.52,
  reasons: ['similar_description', 'same_answers'],
};

function conflict(canSubmitAnyway: boolean): DuplicateConflictResponse {
  return {
    statusCode: 409,
    error: 'Conflict',
    message: canSubmitAnyway ? DUPLICATE_MESSAGES.possible : DUPLICATE_MESSAGES.exactRepeat,
    duplicates: [existing],
    can_submit_anyway: canSubmitAnyway,
  };
}

/** Answers 409 with the duplicates unless the report is sent anyway (and then stores it). */
function serveSubmissions(canSubmitAnyway = true) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('/api/outbreaks', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return body.submit_anyway === true && canSubmitAnyway
        ? HttpResponse.json(CREATED_OUTBREAK, { status: 201 })
        : HttpResponse.json(conflict(canSubmitAnyway), { status: 409 });
    }),
  );
  return bodies;
}

async function fillAndSubmit(user: UserEvent) {
  await screen.findByRole('spinbutton', { name: 'Number of cases' });
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
  await user.type(screen.getByRole('textbox', { name: 'Description' }), DESCRIPTION);
  await user.click(screen.getByRole('button', { name: 'Submit report' }));
}

/** The warning, once it is shown in the form's alert region. */
async function findWarning() {
  const title = await screen.findByText(
    /^This may be the same outbreak as|^This report was already submitted/,
  );
  return within(title.closest('[role="alert"]') as HTMLElement);
}

describe('Report new outbreak: possible duplicates', { timeout: 20_000 }, () => {
  it('shows the reports it may repeat, with links, and stores it when the reporter submits anyway', async () => {
    serveReferenceData();
    const bodies = serveSubmissions();
    const { user, router } = renderApp('/reports/add', { user: reporter });
    await findPageHeading('Report New Disease Outbreak');
    await fillAndSubmit(user);

    const warning = await findWarning();
    expect(warning.getByText(DUPLICATE_WARNING_TEXTS.title)).toBeVisible();
    expect(warning.getByText(DUPLICATE_MESSAGES.possible)).toBeVisible();
    expect(warning.getByRole('link', { name: 'Cholera in Lagos, Nigeria' })).toHaveAttribute(
      'href',
      '/details/12',
    );
    expect(warning.getByText(existing.description!)).toBeVisible();
    expect(warning.getByText('Similar description · Same figures')).toBeVisible();
    expect(router.state.location.pathname).toBe('/reports/add');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('submit_anyway');

    await user.click(warning.getByRole('button', { name: DUPLICATE_WARNING_TEXTS.submitAnyway }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'), { timeout: 3000 });
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({ ...bodies[0], submit_anyway: true });
  });

  it('takes the reporter to the existing report’s comment box, their description in it, to comment instead', async () => {
    serveReferenceData();
    serveSubmissions();
    server.use(
      http.get('/api/outbreaks/12', () =>
        HttpResponse.json({ ...CREATED_OUTBREAK, id: 12, description: existing.description }),
      ),
      http.get('/api/outbreaks/12/related', () => HttpResponse.json({ outbreaks: [] })),
      http.get('/api/outbreaks/12/comments', () => HttpResponse.json({ comments: [], has_more: false })),
    );
    const { user, router } = renderApp('/reports/add', { user: reporter });
    await findPageHeading('Report New Disease Outbreak');
    await fillAndSubmit(user);

    const warning = await findWarning();
    await user.click(warning.getByRole('link', { name: DUPLICATE_WARNING_TEXTS.addComment(12) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/details/12'), { timeout: 3000 });
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    expect(box).toHaveValue(DESCRIPTION);
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('offers no way to submit an exact repeat of the reporter’s own report', async () => {
    serveReferenceData();
    const bodies = serveSubmissions(false);
    const { user } = renderApp('/reports/add', { user: reporter });
    await findPageHeading('Report New Disease Outbreak');
    await fillAndSubmit(user);

    const warning = await findWarning();
    expect(warning.getByText(DUPLICATE_WARNING_TEXTS.exactTitle)).toBeVisible();
    expect(warning.getByText(DUPLICATE_MESSAGES.exactRepeat)).toBeVisible();
    expect(warning.getByRole('link', { name: 'Cholera in Lagos, Nigeria' })).toBeVisible();
    expect(
      warning.queryByRole('button', { name: DUPLICATE_WARNING_TEXTS.submitAnyway }),
    ).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });
});
