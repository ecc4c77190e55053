import {
  m49AreasCovering,
  severityScore,
  transmissionMeaning,
  type MapCountry,
  type Signal,
} from '@outbreak-watch/domain';
import { useId, type ReactNode, type Ref } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { FollowButton } from '../../components/follow-button';
import {
  AttackRateBadge,
  SeverityBadge,
  SurvivabilityBadge,
  TransmissionBadge,
} from '../../components/outbreak-badges';
import { paths } from '../../lib/paths';
import { SITUATION_LINK_MESSAGES } from '../situation/messages';
import { formatMediumDate } from '../../lib/format';
import { CountrySignals } from './country-signals';
import { HatchSwatch } from './hatch-patterns';
import { basisLine, formatCount, formatDecimal, formatPlace, rateFigure } from './map-format';
import { BandSwatch, SignalSwatch } from './map-legend';
import { MAP_COUNTRY_MESSAGES as C, MAP_LEGEND_MESSAGES, MAP_MESSAGES } from './messages';
import { BAND_LABELS, hatchOf, toBand } from './severity-bands';

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
      <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
    </svg>
  );
}

function Figure({
  term,
  children,
  note,
  className,
}: {
  term: string;
  children: ReactNode;
  note?: string;
  className?: string;
}) {
  return (
    <div className={`rounded-lg bg-slate-50 px-3 py-2.5 dark:bg-slate-800/60 ${className ?? ''}`}>
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-slate-950 tabular-nums dark:text-white">{children}</dd>
      {note !== undefined && <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{note}</dd>}
    </div>
  );
}

function CountryFigures({ country, hasSignals }: { country: MapCountry; hasSignals: boolean }) {
  const band = toBand(country.severity_band);
  const hatch = hatchOf(country);
  const meaning = transmissionMeaning(country.mean_transmission_rate);
  const { formatMessage: t } = useIntl();
  return (
    <>
      <p className="mt-1 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        {hatch === null ? <BandSwatch band={band} /> : <HatchSwatch hatch={hatch} band={band} />}
        <span>
          {t(C.riskScore, { band: t(BAND_LABELS[band].name), score: formatDecimal(country.severity_score) })}
        </span>
      </p>
      {hasSignals && (
        <p className="mt-1 flex items-center gap-2 text-sm font-medium text-violet-900 dark:text-violet-200">
          <SignalSwatch />
          {/* Beside the risk of a country with a current signal: the score alone is not the whole picture. */}
          <span>{t(C.signalBesideRisk)}</span>
        </p>
      )}
      <p
        className={`mt-1 text-sm ${hatch === null ? 'text-slate-700 dark:text-slate-300' : 'font-medium text-amber-900 dark:text-amber-200'}`}
      >
        {basisLine(t, country)}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-2">
        <Figure term={t(C.totalOutbreaks)}>{formatCount(country.total_outbreaks)}</Figure>
        <Figure term={t(C.attackRate)}>{formatDecimal(country.mean_attack_rate)}%</Figure>
        {/* Spec §2 Map: what the panel says under the average transmission rate. */}
        <Figure term={t(C.transmissionRate)} note={t(C.r0Explanation)} className="col-span-2">
          {formatDecimal(country.mean_transmission_rate)}{' '}
          <span className="text-sm font-medium text-slate-600 dark:text-slate-400">
            {t(MAP_LEGEND_MESSAGES.titleNote, {
              note: t(meaning === 'outbreak' ? C.meaningOutbreak : C.meaningEpidemic),
            })}
          </span>
        </Figure>
        <Figure term={t(C.survivability)}>{formatDecimal(country.mean_survivability)}%</Figure>
        <Figure term={t(C.totalCases)}>{formatCount(country.total_cases)}</Figure>
        {(['cases', 'deaths'] as const).map((measure) => {
          const figure = rateFigure(t, country, measure);
          return (
            <Figure key={measure} term={figure.term} note={figure.note}>
              {figure.value}
            </Figure>
          );
        })}
      </dl>
    </>
  );
}

function RecentOutbreaks({ country }: { country: MapCountry }) {
  const headingId = useId();
  const { formatMessage: t } = useIntl();
  return (
    <>
      <h3 id={headingId} className="mt-5 text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t(C.recentOutbreaks)}
      </h3>
      {/* Scrolls on its own: at most 6 (spec §9), in the height the panel has left beside the map. */}
      <ul
        aria-labelledby={headingId}
        className="mt-2 max-h-80 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 lg:max-h-none lg:min-h-32 lg:flex-1 dark:divide-slate-800 dark:border-slate-800"
      >
        {country.recent.map((outbreak) => (
          <li key={outbreak.id} className="px-3 py-2.5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <Link
                to={paths.details(outbreak.id)}
                className="font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-300"
              >
                {outbreak.disease_name}
              </Link>
              <span className="text-sm text-slate-700 dark:text-slate-300">
                {formatPlace(outbreak, country.country_name)}
              </span>
            </div>
            <p className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
              {/* The details page's one severity figure; its score is the stored one, from the same metrics. */}
              <SeverityBadge severity={outbreak.severity} score={severityScore(outbreak)} />
              <span className="inline-flex items-center gap-1">
                {t(C.attackRateBadge)} <AttackRateBadge value={outbreak.attack_rate} showLabel={false} />
              </span>
              <span className="inline-flex items-center gap-1">
                {/* The reproduction number's symbol reads the same in every language. */}
                {'R0'} <TransmissionBadge value={outbreak.transmission_rate} showLabel={false} />
              </span>
              <span className="inline-flex items-center gap-1">
                {t(C.survivabilityBadge)}{' '}
                <SurvivabilityBadge value={outbreak.survivability} showLabel={false} />
              </span>
            </p>
            <p className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
              {t(C.reported, {
                date: formatMediumDate(outbreak.date),
                time: (chunks) => <time dateTime={outbreak.date}>{chunks}</time>,
              })}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Follow the country, and the UN M49 area it lies in (the most precise one). */
function CountryFollows({ country, name }: { country: MapCountry; name: string }) {
  const [area] = m49AreasCovering(country.region);
  const { formatMessage: t } = useIntl();
  return (
    <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
      <FollowButton kind="country" targetId={country.country_id} label={t(C.follow, { name })} />
      {area && (
        <FollowButton
          kind="region"
          targetId={area.code}
          label={t(C.follow, { name: area.name })}
          showSignIn={false}
        />
      )}
      <Link
        to={paths.situation({ country_id: country.country_id })}
        className="self-center text-sm font-semibold text-brand-800 underline underline-offset-2 dark:text-brand-300"
      >
        {t(SITUATION_LINK_MESSAGES.countryLink, { name })}
      </Link>
    </div>
  );
}

interface CountryPanelProps {
  name: string;
  /** The country's figures; undefined when it has no matching outbreaks. */
  country: MapCountry | undefined;
  /** The country's current signals, if any. */
  signals: readonly Signal[];
  onClose: () => void;
  /** The heading, which takes the focus when the panel opens. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** Spec §2 Map: the side panel of the selected country. */
export function CountryPanel({ name, country, signals, onClose, headingRef }: CountryPanelProps) {
  const hasOutbreaks = country !== undefined && country.total_outbreaks > 0;
  const { formatMessage: t } = useIntl();
  return (
    <section
      aria-label={t(C.panelLabel, { name })}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:min-h-0 lg:flex-1 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-balance text-slate-950 dark:text-white"
        >
          {name}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t(C.close, { name })}
          className="-mt-1 -me-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <CloseIcon />
        </button>
      </div>
      {country && <CountryFollows country={country} name={name} />}
      <CountrySignals name={name} signals={signals} />
      {hasOutbreaks ? (
        <>
          <CountryFigures country={country} hasSignals={signals.length > 0} />
          <RecentOutbreaks country={country} />
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t(MAP_MESSAGES.noOutbreaks)}</p>
      )}
    </section>
  );
}
