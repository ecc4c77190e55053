import {
  formatMessage as en,
  type Outbreak,
  type PossibleDuplicate,
  type VerificationOutbreak,
} from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createOutbreak } from '../../../test/outbreak-fixtures';
import { chooseLocale } from '../../../lib/i18n/locale';
import { server } from '../../../test/server';
import { findHeading, renderAdmin } from '../test-admin';
import { DUPLICATE_TEXTS } from '../admin-texts';

function duplicate(id: number, overrides: Partial<PossibleDuplicate> = {}): PossibleDuplicate {
  return {
    id,
    date: '2026-03-02',
    country_name: 'Nigeria',
    disease_name: 'Cholera',
    state_name: 'Lagos',
    city: null,
    description: `Watery diarrhoea at the market (${id}).`,
    status: 'investigating',
    confirmed: false,
    similarity: 0.6,
    reasons: ['similar_description'],
    ...overrides,
  };
}

const report = (outbreak: Outbreak, duplicates: PossibleDuplicate[]): VerificationOutbreak => ({
  outbreak,
  answers: { cases: 10 },
  history: [],
  duplicates,
});

/** Review pages of 42 (two likely duplicates) and of 7 and 8; records what the actions sent. */
function serveReviews() {
  const merged: unknown[] = [];
  const apart: unknown[] = [];
  let duplicatesOf42 = [duplicate(7, { confirmed: true }), duplicate(8, { reasons: ['same_answers'] })];
  const outbreak = (id: number) =>
    createOutbreak({ id, disease_name: 'Cholera', state_name: 'Lagos', country_name: 'Nigeria' });
  server.use(
    http.get('/api/admin/outbreaks/42', () => HttpResponse.json(report(outbreak(42), duplicatesOf42))),
    http.get('/api/admin/outbreaks/:id', ({ params }) =>
      HttpResponse.json(report(outbreak(Number(params.id)), [])),
    ),
    http.post('/api/admin/outbreaks/42/merge', async ({ request }) => {
      merged.push(await request.json());
      return HttpResponse.json(outbreak(8));
    }),
    http.post('/api/admin/outbreaks/42/not-duplicate', async ({ request }) => {
      apart.push(await request.json());
      duplicatesOf42 = duplicatesOf42.filter((d) => d.id !== 7);
      return HttpResponse.json({ duplicates: duplicatesOf42 });
    }),
  );
  return { merged, apart };
}

/** The verification queue: report 42, with 7 and 8 as its likely duplicates. */
function serveQueue() {
  server.use(
    http.get('/api/admin/outbreaks', () =>
      HttpResponse.json({
        outbreaks: [createOutbreak({ id: 42, confirmed: false })],
        has_more: false,
        total: 1,
        sort: 'waiting',
        possible_duplicates: { '42': [duplicate(7), duplicate(8)] },
      }),
    ),
  );
}

const duplicatesCard = async () =>
  within(await screen.findByRole('region', { name: en(DUPLICATE_TEXTS.title) }));

describe('duplicates for the verification team', { timeout: 20_000 }, () => {
  it('lists each report’s likely duplicates in the queue, linked to their review pages', async () => {
    serveQueue();
    renderAdmin('/admin/outbreaks');
    await findHeading('Outbreak verification');
    expect(await screen.findByText(`${en(DUPLICATE_TEXTS.inQueue, { count: 2 })}:`)).toBeVisible();
    expect(screen.getByRole('link', { name: '#7, Cholera in Lagos, Nigeria' })).toHaveAttribute(
      'href',
      '/admin/outbreaks/7',
    );
    expect(screen.getByRole('link', { name: '#8, Cholera in Lagos, Nigeria' })).toHaveAttribute(
      'href',
      '/admin/outbreaks/8',
    );
  });

  it('lists them on the review page and records "not a duplicate"', async () => {
    const { apart } = serveReviews();
    const { user } = renderAdmin('/admin/outbreaks/42');
    const card = await duplicatesCard();
    const links = await card.findAllByRole('link', { name: 'Cholera in Lagos, Nigeria' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/outbreaks/7',
      '/admin/outbreaks/8',
    ]);
    expect(card.getByText('Similar description')).toBeVisible();
    expect(card.getByText('Same figures')).toBeVisible();

    await user.click(card.getByRole('button', { name: en(DUPLICATE_TEXTS.notDuplicate, { id: 7 }) }));
    expect(await screen.findByText(en(DUPLICATE_TEXTS.notDuplicateDone, { id: 7 }))).toBeVisible();
    expect(apart).toEqual([{ other_id: 7 }]);
    await waitFor(() =>
      expect(
        card.queryByRole('button', { name: en(DUPLICATE_TEXTS.notDuplicate, { id: 7 }) }),
      ).not.toBeInTheDocument(),
    );
  });

  it('merges into the duplicate the admin chooses, after a confirmation dialog, and opens the survivor', async () => {
    const { merged } = serveReviews();
    const { user, router } = renderAdmin('/admin/outbreaks/42');
    const card = await duplicatesCard();
    await user.click(card.getByRole('button', { name: en(DUPLICATE_TEXTS.merge) }));

    const dialog = await screen.findByRole('dialog', { name: en(DUPLICATE_TEXTS.mergeTitle) });
    expect(dialog).toHaveTextContent(en(DUPLICATE_TEXTS.mergeMessage, { id: 42 }));
    const choices = within(within(dialog).getByRole('group', { name: en(DUPLICATE_TEXTS.survivorLegend) }));
    expect(choices.getByRole('radio', { name: /^#7 · Cholera in Lagos, Nigeria/ })).toBeChecked();
    await user.click(choices.getByRole('radio', { name: /^#8 · Cholera in Lagos, Nigeria/ }));

    // Cancelling changes nothing; Escape closes the dialog too.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(merged).toEqual([]);

    await user.click(card.getByRole('button', { name: en(DUPLICATE_TEXTS.merge) }));
    const again = await screen.findByRole('dialog', { name: en(DUPLICATE_TEXTS.mergeTitle) });
    await user.click(within(again).getByRole('radio', { name: /^#8 · / }));
    await user.click(within(again).getByRole('button', { name: en(DUPLICATE_TEXTS.mergeConfirm) }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/outbreaks/8'));
    expect(merged).toEqual([{ survivor_id: 8 }]);
    expect(await screen.findByText(en(DUPLICATE_TEXTS.merged, { id: 42, survivorId: 8 }))).toBeVisible();
  });

  it('shows the queue in the chosen language', async () => {
    serveQueue();
    await chooseLocale('fr');
    renderAdmin('/admin/outbreaks');
    await findHeading('Vérification des flambées');
    expect(
      await screen.findByText('1 signalement, en attente depuis le plus longtemps d’abord.'),
    ).toBeVisible();
    expect(screen.getByText('2 doublons possibles:')).toBeVisible();
    // The country's name in French too (i18n-iso-countries), loaded with the catalogue.
    expect(await screen.findByRole('button', { name: 'Confirmer Cholera à Lagos, Nigéria' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'En attente de vérification', pressed: true })).toBeVisible();
  });
});
