import type { Outbreak } from '@outbreak-watch/domain';
import { DetailsCard, Fact } from './details-card';
import { diseaseInformation } from './disease-texts';

/** Disease Information (spec §2): stored description, else the fixed texts, else the fallback. */
export function DiseaseInformation({ outbreak }: { outbreak: Outbreak }) {
  const info = diseaseInformation(outbreak);
  return (
    <DetailsCard title="Disease Information">
      <h3 className="font-semibold text-slate-900 dark:text-slate-100">{outbreak.disease_name}</h3>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{info.overview}</p>
      {(info.category !== null || info.agentType !== null || info.facts.length > 0) && (
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {info.category !== null && <Fact term="Category">{info.category}</Fact>}
          {info.agentType !== null && <Fact term="Agent type">{info.agentType}</Fact>}
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
