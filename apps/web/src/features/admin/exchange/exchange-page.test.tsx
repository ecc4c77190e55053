import type { Dhis2Mapping, Dhis2UnmappedResponse } from '@outbreak-watch/domain';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../../test/auth-fixtures';
import { catchDownloads } from '../../../test/downloads';
import { createCountry, createDisease } from '../../../test/outbreak-fixtures';
import { chooseLocale } from '../../../lib/i18n/locale';
import { server } from '../../../test/server';
import { findHeading, renderAdmin } from '../test-admin';

const KENYA = createCountry(4, 'Kenya', { alpha2: 'KE' });
const NIGERIA = createCountry(7, 'Nigeria', { alpha2: 'NG' });
const CHOLERA = createDisease(2, 'Cholera');
const MEASLES = createDisease(5, 'Measles');

const SAVED: Dhis2Mapping = {
  data_set: 'pBOMPrpg1QX',
  org_units: [{ country: 'KE', country_id: KENYA.id, country_name: 'Kenya', uid: 'Ke1234567aB' }],
  data_elements: [
    {
      disease: 'Cholera',
      disease_id: CHOLERA.id,
      cases: 'Ch0leraCase',
      deaths: null,
      category_option_combo: null,
    },
  ],
};

function useReference() {
  server.use(
    http.get('/api/countries', () => HttpResponse.json([KENYA, NIGERIA])),
    http.get('/api/diseases', () => HttpResponse.json([CHOLERA, MEASLES])),
    http.get('/api/exchange/dhis2/mapping', () => HttpResponse.json(SAVED)),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the DHIS2 exchange screen', { timeout: 20_000 }, () => {
  it('edits the mapping and saves the whole document', async () => {
    useReference();
    let sent: unknown = null;
    server.use(
      http.put('/api/exchange/dhis2/mapping', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          ...SAVED,
          org_units: [
            ...SAVED.org_units,
            { country: 'NG', country_id: NIGERIA.id, country_name: 'Nigeria', uid: 'Ng1234567aB' },
          ],
        });
      }),
    );
    const { user } = renderAdmin('/admin/exchange');
    await findHeading('DHIS2 exchange');

    expect(await screen.findByLabelText('Organisation unit UID 1')).toHaveValue('Ke1234567aB');
    expect(screen.getByLabelText('Data set UID')).toHaveValue('pBOMPrpg1QX');
    await user.click(screen.getByRole('button', { name: 'Add a country' }));
    await user.selectOptions(screen.getByLabelText('Country 2'), 'Nigeria');
    await user.type(screen.getByLabelText('Organisation unit UID 2'), 'Ng1234567aB');
    await user.type(screen.getByLabelText('Deaths data element UID 1 (optional)'), 'Ch0leraDead');
    await user.click(screen.getByRole('button', { name: 'Save the mapping' }));

    expect(await screen.findByText('The mapping is saved.')).toBeInTheDocument();
    expect(sent).toEqual({
      data_set: 'pBOMPrpg1QX',
      org_units: [
        { country: KENYA.id, uid: 'Ke1234567aB' },
        { country: NIGERIA.id, uid: 'Ng1234567aB' },
      ],
      data_elements: [
        { disease: CHOLERA.id, cases: 'Ch0leraCase', deaths: 'Ch0leraDead', category_option_combo: null },
      ],
    });
    expect(await screen.findByLabelText('Organisation unit UID 2')).toHaveValue('Ng1234567aB');
  });

  it('shows which rows the server refused', async () => {
    useReference();
    server.use(
      http.put('/api/exchange/dhis2/mapping', () =>
        HttpResponse.json(
          {
            ...errorBody(400, 'A DHIS2 UID is 11 letters or digits, the first a letter.'),
            details: [
              {
                field: 'org_units.0.uid',
                message: 'A DHIS2 UID is 11 letters or digits, the first a letter.',
              },
              {
                field: 'data_elements.0.cases',
                message: 'A DHIS2 UID is 11 letters or digits, the first a letter.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAdmin('/admin/exchange');
    const uid = await screen.findByLabelText('Organisation unit UID 1');
    await user.clear(uid);
    await user.type(uid, 'bad');
    await user.click(screen.getByRole('button', { name: 'Save the mapping' }));

    const alert = await screen.findByText('The mapping could not be saved.');
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByText(/Country 1 \(uid\)/)).toBeInTheDocument();
    expect(within(box).getByText(/Disease 1 \(cases\)/)).toBeInTheDocument();
  });

  it('says what a week holds and leaves out, and downloads its document', async () => {
    useReference();
    const summary: Dhis2UnmappedResponse = {
      periods: ['2026W5'],
      values: 3,
      unmapped: [
        {
          country_id: 9,
          country_name: 'Brazil',
          country_mapped: false,
          disease_id: CHOLERA.id,
          disease_name: 'Cholera',
          disease_mapped: true,
          cases: 30,
          deaths: 6,
        },
      ],
    };
    let asked = '';
    server.use(
      http.get('/api/exchange/dhis2/unmapped', () => HttpResponse.json(summary)),
      http.get('/api/exchange/dhis2/dataValueSets', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json(
          { dataValues: [] },
          { headers: { 'Content-Disposition': 'attachment; filename="dhis2-2026W5.json"' } },
        );
      }),
    );
    const files = catchDownloads();
    const { user } = renderAdmin('/admin/exchange');
    await findHeading('DHIS2 exchange');
    expect(screen.getByText('Choose a week to see what the file holds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();

    await user.type(screen.getByLabelText('Week'), '2026-W05');
    expect(await screen.findByText('3 values in 1 week.')).toBeInTheDocument();
    expect(
      screen.getByText(/Brazil × Cholera: 30 cases, 6 deaths \(country not mapped\)/),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('dhis2-2026W5.json');
    expect(new URLSearchParams(asked).get('period')).toBe('2026-W05');
    expect(new URLSearchParams(asked).get('status')).toBe('active');
  });

  it('reads in Arabic, numbering the mapping rows', async () => {
    useReference();
    await chooseLocale('ar');
    renderAdmin('/admin/exchange');
    await findHeading('تبادل DHIS2');
    expect(await screen.findByLabelText('UID الوحدة التنظيمية 1')).toHaveValue('Ke1234567aB');
    expect(screen.getByRole('combobox', { name: 'البلد 1' })).toHaveValue(String(KENYA.id));
    expect(screen.getByRole('button', { name: 'إزالة البلد 1' })).toBeVisible();
    expect(screen.getByText('اختر أسبوعًا لترى محتوى الملف.')).toBeVisible();
  });
});
