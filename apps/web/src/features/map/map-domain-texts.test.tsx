import { LANGUAGE_STORAGE_KEY } from '@outbreak-watch/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { createMapCountry, KENYA, serveMap } from './test-map-data';

/** Nigeria with a rate too small for two decimals. */
const NIGERIA_RARE = createMapCountry({ cases_per_100k: 0.001 });

const panel = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });

describe(
  'The map’s status, severity, confirmation and rate words in other languages',
  { timeout: 30_000 },
  () => {
    it('speaks French: badges, the confirmed-only switch, the filter in words, the unconfirmed share and a tiny rate', async () => {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
      serveMap([NIGERIA_RARE, KENYA]);
      renderApp('/map?country=566&confirmed=true');

      const nigeria = within(await panel('Indicateurs des flambées pour Nigeria'));
      // The recent outbreaks: an investigating one and a contained one, each with its severity badge.
      expect(screen.getAllByText('En cours d’investigation').length).toBeGreaterThan(0);
      expect(screen.getAllByText('Maîtrisée').length).toBeGreaterThan(0);
      const severity = nigeria.getAllByTitle('Gravité : sa catégorie et son score (0–100)')[0];
      expect(severity).toHaveTextContent(/^GravitéMoyenne · \d+,\d$/);
      expect(nigeria.getByText('Cas pour 100 000').nextElementSibling).toHaveTextContent('moins de 0,01');

      const toggle = screen.getByRole('checkbox', { name: 'Signalements confirmés uniquement' });
      expect(toggle).toBeChecked();
      expect(toggle).toHaveAccessibleDescription(
        'Ne compter que les signalements confirmés par l’équipe de vérification',
      );
      expect(screen.getByText(/^signalements confirmés uniquement · /)).toBeInTheDocument();
      expect(screen.getByText('· 1 non confirmé')).toBeInTheDocument();
    });

    it('speaks Arabic, right to left: badges, the switch and the unconfirmed share in its plural forms', async () => {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
      serveMap([NIGERIA_RARE, createMapCountry({ ...KENYA, total_outbreaks: 5, confirmed_outbreaks: 2 })]);
      renderApp('/map?country=566');

      await new Promise((r) => setTimeout(r, 8000));
      const nigeria = within(await panel('مؤشرات الفاشيات في Nigeria'));
      expect(document.documentElement.dir).toBe('rtl');
      expect(screen.getAllByText('قيد التحقيق').length).toBeGreaterThan(0);
      expect(screen.getAllByText('محتواة').length).toBeGreaterThan(0);
      expect(nigeria.getAllByTitle('الشدة: فئتها ودرجتها (0–100)')[0]).toHaveTextContent(/^الشدةمتوسطة · /);
      expect(nigeria.getByText('الحالات لكل 100,000').nextElementSibling).toHaveTextContent(
        /^أقل من 0[.,٫]01$/,
      );

      expect(screen.getByRole('checkbox', { name: 'البلاغات المؤكدة فقط' })).not.toBeChecked();
      expect(screen.getByText('· بلاغ واحد غير مؤكد')).toBeInTheDocument();
      expect(screen.getByText('· 3 بلاغات غير مؤكدة')).toBeInTheDocument();
    });
  },
);
