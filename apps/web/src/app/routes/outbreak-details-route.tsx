import { CommentsSection } from '../../features/comments/comments-section';
import { OutbreakDetailsPage } from '../../features/outbreaks/details/outbreak-details-page';

const renderComments = (outbreakId: number) => <CommentsSection outbreakId={outbreakId} />;

/** `/details/:id` and `/details?id=`: the outbreak's page with its expert comments. */
export function OutbreakDetailsRoute() {
  return <OutbreakDetailsPage renderComments={renderComments} />;
}
