import { LANGUAGE_STORAGE_KEY } from '@outbreak-watch/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../lib/site';
import { findPageHeading, renderApp } from '../../test/render-app';

async function renderInformation() {
  const result = renderApp('/information');
  await findPageHeading('How Outbreak Watch works');
  return result;
}

describe('Information page', () => {
  it('has every section of spec §2', async () => {
    await renderInformation();

    for (const heading of [
      'About',
      'Key features',
      'How to use',
      'For public users',
      'For healthcare professionals',
      'Our accuracy commitment',
      'Data sources',
      'About the data',
      'Frequently asked questions',
      'Terms of service',
      'Privacy',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
  });

  it('describes the product and its audiences', async () => {
    await renderInformation();

    const about = screen.getByRole('region', { name: 'About' });
    expect(about).toHaveTextContent('online in-silico intelligence tool for outbreak surveillance');
    expect(about).toHaveTextContent('the public, healthcare professionals and public health officials');
  });

  it('states the three accuracy commitments', async () => {
    await renderInformation();

    const accuracy = screen.getByRole('region', { name: 'Our accuracy commitment' });
    expect(accuracy).toHaveTextContent(
      'Every outbreak starts as suspected. It is verified by epidemiologists and by comments from the community.',
    );
    expect(accuracy).toHaveTextContent('Only the reporter’s role is shown publicly.');
    expect(accuracy).toHaveTextContent(
      'The reporter’s name and contact details stay with the verification team.',
    );
  });

  it('lists the data sources and credits the open data', async () => {
    await renderInformation();

    const sources = screen.getByRole('region', { name: 'Data sources' });
    for (const source of [
      'Health organizations',
      'Ministries of health',
      'Health facilities',
      'Academic institutions',
    ]) {
      expect(within(sources).getByText(source)).toBeInTheDocument();
    }
    const credits = screen.getByRole('region', { name: 'About the data' });
    expect(credits).toHaveTextContent('A global dataset of pandemic- and epidemic-prone disease outbreaks');
    expect(credits).toHaveTextContent('Scientific Data 9, 683 (2022)');
    expect(credits).toHaveTextContent('CC0 1.0');
    expect(credits).toHaveTextContent('Population: World Bank (SP.POP.TOTL), CC BY 4.0');
    expect(within(credits).getByRole('link', { name: /world-atlas/ })).toBeInTheDocument();
    expect(within(credits).getByRole('link', { name: /iso-3166/ })).toBeInTheDocument();
  });

  it('has five questions that open and close', async () => {
    const { user } = await renderInformation();

    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.querySelectorAll('details');
    expect(questions).toHaveLength(5);
    expect(faq).toHaveTextContent('Who can report an outbreak?');
    expect(faq).toHaveTextContent('How are reports verified?');
    expect(faq).toHaveTextContent('What do the severity score and the map colours mean?');
    expect(faq).toHaveTextContent('Is my identity public when I report an outbreak?');
    expect(faq).toHaveTextContent('Can I be notified about outbreaks in my area or of a particular disease?');

    const first = questions[0];
    expect(first).not.toHaveAttribute('open');
    await user.click(within(faq).getByText('Who can report an outbreak?'));
    expect(first).toHaveAttribute('open');
  });

  it('has the terms and privacy sections the register form links to', async () => {
    await renderInformation();

    const terms = screen.getByRole('region', { name: 'Terms of service' });
    expect(terms).toHaveAttribute('id', 'terms');
    expect(terms).toHaveTextContent('never include anything that identifies a patient');

    const privacy = screen.getByRole('region', { name: 'Privacy' });
    expect(privacy).toHaveAttribute('id', 'privacy');
    expect(privacy).toHaveTextContent('Only the reporter’s role is shown publicly');
    expect(privacy).toHaveTextContent('Your name and contact details stay with the verification team');
    expect(privacy).toHaveTextContent('For account mail only');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toHaveTextContent('Privacy');
  });

  it('explains the severity formula', async () => {
    await renderInformation();

    expect(
      screen.getByText(/Score = \(0\.4 × attack rate \+ 0\.6 × R0\) × \(1 − survivability ÷ 100\) × 10/),
    ).toBeInTheDocument();
  });

  it('links Browse Map, Report Outbreak and Ask a Question', async () => {
    await renderInformation();

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Browse Map' })).toHaveAttribute('href', '/map');
    expect(main.getByRole('link', { name: 'Report Outbreak' })).toHaveAttribute('href', '/reports/add');
    expect(main.getByRole('link', { name: 'Ask a Question' })).toHaveAttribute('href', '/contact');
  });
});

describe('Information page in other languages', () => {
  it('reads in French, its steps numbered and its mail link whole', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const { user } = renderApp('/information');
    await findPageHeading('Comment fonctionne Outbreak Watch');

    for (const heading of [
      'À propos',
      'Fonctionnalités clés',
      'Pour le grand public',
      'Notre engagement d’exactitude',
      'Questions fréquentes',
      'Conditions d’utilisation',
      'Confidentialité',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    const about = screen.getByRole('region', { name: 'À propos' });
    expect(about).toHaveTextContent(
      'Outbreak Watch est un outil de veille en ligne in silico pour la surveillance des flambées.',
    );
    expect(screen.getByRole('navigation', { name: 'Sur cette page' })).toHaveTextContent('FAQ');

    const faq = screen.getByRole('region', { name: 'Questions fréquentes' });
    await user.click(within(faq).getByText('Qui peut signaler une flambée ?'));
    expect(faq.querySelector('details')).toHaveAttribute('open');
    expect(faq).toHaveTextContent(/Score = \(0,4 × taux d’attaque \+ 0,6 × R0\)/);

    // The data credits: translated names and uses; licences and the article's reference as they are.
    const credits = screen.getByRole('region', { name: 'À propos des données' });
    expect(credits).toHaveTextContent('Population : Banque mondiale (SP.POP.TOTL), CC BY 4.0');
    expect(credits).toHaveTextContent('Domaine public (Natural Earth) et ISC (world-atlas)');
    expect(credits).toHaveTextContent('A global dataset of pandemic- and epidemic-prone disease outbreaks');
    expect(within(credits).getAllByText('Licence :')).toHaveLength(5);

    const privacy = screen.getByRole('region', { name: 'Confidentialité' });
    expect(privacy).toHaveTextContent(
      `Pour consulter, corriger ou supprimer vos données, ou pour fermer votre compte, écrivez à ${SITE.contact.email}.`,
    );
    expect(within(privacy).getByRole('link', { name: SITE.contact.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.contact.email}`,
    );

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Explorer la carte' })).toHaveAttribute('href', '/map');
    expect(main.getByRole('link', { name: 'Signaler une flambée' })).toHaveAttribute('href', '/reports/add');
    expect(main.getByRole('link', { name: 'Poser une question' })).toHaveAttribute('href', '/contact');
    expect(document.body).not.toHaveTextContent('Frequently asked questions');
  });

  it('reads in Arabic, right to left, with its step numbers in Arabic digits', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    renderApp('/information');
    await findPageHeading('كيف يعمل Outbreak Watch');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    const accuracy = screen.getByRole('region', { name: 'التزامنا بالدقة' });
    expect(accuracy).toHaveTextContent('لا يُعرض للعموم سوى دور المبلّغ.');
    const steps = screen.getByRole('heading', { name: 'لعامة المستخدمين' }).parentElement;
    const numbers = [...(steps?.querySelectorAll('li > span[aria-hidden]') ?? [])].map((n) => n.textContent);
    expect(numbers).toEqual([1, 2, 3, 4].map((n) => new Intl.NumberFormat('ar').format(n)));
    expect(screen.getByRole('region', { name: 'الأسئلة الشائعة' })).toHaveTextContent(
      'من يمكنه الإبلاغ عن فاشية؟',
    );
    expect(screen.getByRole('region', { name: 'شروط الخدمة' })).toHaveTextContent(
      'يدعم Outbreak Watch الترصّد والتوعية.',
    );
  });
});
