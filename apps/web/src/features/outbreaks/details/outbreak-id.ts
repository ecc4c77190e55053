import { parseId } from '@outbreak-watch/domain';
import { useParams, useSearchParams } from 'react-router';

/** The outbreak of `/details/:id`, or of `/details?id=` as the analytics page links it (spec §2). */
export function useOutbreakId(): number | null {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  return parseId(id ?? searchParams.get('id'));
}
