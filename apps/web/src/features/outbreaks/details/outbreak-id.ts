import { useParams, useSearchParams } from 'react-router';

const MAX_ID = 2_147_483_647;

/** A positive whole number as the API accepts it, else null. */
export function parseOutbreakId(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The outbreak of `/details/:id`, or of `/details?id=` as the analytics page links it (spec §2). */
export function useOutbreakId(): number | null {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  return parseOutbreakId(id ?? searchParams.get('id'));
}
