import type { Disease, Outbreak } from '@outbreak-watch/domain';
import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { DetailsCard, Fact } from './details-card';
import { diseaseInformation } from './disease-texts';
import { DETAILS_MESSAGES as TEXT } from './messages';

type DiseaseFields = Pick<
  Outbreak,
  'disease_id' | 'disease_name' | 'disease_description' | 'disease_category' | 'disease_agent_type'
>;

/** A disease as the outbreak fields the information texts read. */
export const diseaseFields = (disease: Disease): DiseaseFields => ({
  disease_id: disease.id,
  disease_name: disease.name,
  disease_description: disease.description,
  disease_category: disease.category,
  disease_agent_type: disease.agent_type,
});

/**
 * Disease Information (spec §2): stored description, else the fixed texts, else the fallback. On an
 * outbreak's page the disease's name links to the disease's own page (`linkName`).
 */
export function DiseaseInformation({
  outbreak,
  linkName = false,
  aside,
}: {
  outbreak: DiseaseFields;
  linkName?: boolean;
  aside?: ReactNode;
}) {
  const { formatMessage: t } = useIntl();
  const info = diseaseInformation(outbreak, t);
  return (
    <DetailsCard title={t(TEXT.diseaseInformation)} aside={aside}>
      <h3 className="font-semibold text-slate-900 dark:text-slate-100">
        {linkName ? (
          <Link
            to={paths.disease(outbreak.disease_id)}
            className="rounded-sm text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200"
          >
            {outbreak.disease_name}
          </Link>
        ) : (
          outbreak.disease_name
        )}
      </h3>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{info.overview}</p>
      {(info.category !== null || info.agentType !== null || info.facts.length > 0) && (
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {info.category !== null && <Fact term={t(TEXT.category)}>{info.category}</Fact>}
          {info.agentType !== null && <Fact term={t(TEXT.agentType)}>{info.agentType}</Fact>}
          {info.facts.map((fact) => (
            <Fact key={fact.term} term={fact.term} className="sm:col-span-2">
              {fact.value}
            </Fact>
          ))}
        </dl>
      )}
    </DetailsCard>
  );
}
