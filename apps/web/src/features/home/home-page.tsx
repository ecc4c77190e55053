import { PRODUCT } from '@outbreak-watch/domain';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/button';
import { paths } from '../../lib/paths';
import { ClinicianIcon, OfficialIcon, PublicIcon } from './audience-icons';
import { VerificationFlow } from './verification-flow';

interface Audience {
  title: string;
  description: string;
  icon: ReactNode;
}

const AUDIENCES: readonly Audience[] = [
  {
    title: 'The public',
    description:
      'See where outbreaks are being reported, how severe they are, and what is known about each disease — in plain language.',
    icon: <PublicIcon />,
  },
  {
    title: 'Healthcare professionals',
    description:
      'Report outbreaks you observe, add expert comments to existing reports, and follow related outbreaks by disease or country.',
    icon: <ClinicianIcon />,
  },
  {
    title: 'Public health officials',
    description:
      'Compare countries and diseases over time with analytics, and verify suspected outbreaks as evidence comes in.',
    icon: <OfficialIcon />,
  },
];

export function HomePage() {
  return (
    <>
      <section
        aria-labelledby="home-title"
        className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-brand-950/50 dark:to-slate-950"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16 lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-300">
              Infectious-disease outbreak surveillance
            </p>
            <h1
              id="home-title"
              className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-950 sm:text-5xl dark:text-white"
            >
              {PRODUCT.name}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-pretty text-slate-700 sm:text-xl dark:text-slate-300">
              {PRODUCT.tagline}. Outbreaks are reported by registered professionals, placed on a world map,
              and verified by epidemiologists and the community.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={paths.information} size="lg">
                How it works
              </ButtonLink>
              <ButtonLink to={paths.contact} size="lg" variant="secondary">
                Contact the team
              </ButtonLink>
            </div>
          </div>
          <VerificationFlow />
        </div>
      </section>

      <section aria-labelledby="audiences-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="audiences-title" className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white">
          Built for three audiences
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {AUDIENCES.map((audience) => (
            <li
              key={audience.title}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                {audience.icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-950 dark:text-white">{audience.title}</h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{audience.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
