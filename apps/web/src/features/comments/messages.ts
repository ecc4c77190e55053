import { defineMessages } from '@outbreak-watch/domain';

/** The texts of a report's expert comments (spec §2, §4, §8). */
export const COMMENTS_MESSAGES = defineMessages({
  title: {
    id: 'comments.title',
    defaultMessage: 'Expert Comments ({count})',
    description: "Title of a report's comments, with how many are shown.",
  },
  loadFailed: {
    id: 'comments.loadFailed',
    defaultMessage: 'Comments could not be loaded.',
    description: 'When the comments could not load.',
  },
  empty: {
    id: 'comments.empty',
    defaultMessage: 'No comments yet. Experts can share what they know about this outbreak here.',
    description: 'When a report has no comments.',
  },
  loadMore: {
    id: 'comments.loadMore',
    defaultMessage: 'Load more comments',
    description: 'Button loading older comments.',
  },
  loading: {
    id: 'comments.loading',
    defaultMessage: 'Loading comments…',
    description: 'While comments load.',
  },
  retry: {
    id: 'comments.retry',
    defaultMessage: 'Retry',
    description: 'Button loading the comments again.',
  },
  postFailed: {
    id: 'comments.postFailed',
    defaultMessage: 'Failed to add comment',
    description: 'When posting a comment failed without a message from the server.',
  },
  label: {
    id: 'comments.label',
    defaultMessage: 'Add a comment',
    description: 'Label of the comment box.',
  },
  formName: {
    id: 'comments.formName',
    defaultMessage: 'Add an expert comment',
    description: 'Accessible name of the comment form.',
  },
  hintVerified: {
    id: 'comments.hint.verified',
    defaultMessage: 'Share evidence, context or corrections. Up to {max} characters.',
    description: 'Hint under the comment box; {max} is 5,000.',
  },
  hintUnverified: {
    id: 'comments.hint.unverified',
    defaultMessage: 'Posting needs a verified email address. Up to {max} characters.',
    description:
      'Hint under the comment box for a person whose email address is not verified; {max} is 5,000.',
  },
  placeholder: {
    id: 'comments.placeholder',
    defaultMessage: 'What do you know about this outbreak?',
    description: 'Placeholder of the comment box.',
  },
  post: {
    id: 'comments.post',
    defaultMessage: 'Post Comment',
    description: 'Button posting the comment.',
  },
  posting: {
    id: 'comments.posting',
    defaultMessage: 'Posting…',
    description: 'The post button while the comment is sent.',
  },
  signIn: {
    id: 'comments.signIn',
    defaultMessage: '<link>Sign in</link> to add an expert comment.',
    description: 'For visitors, in place of the comment box; <link> opens the sign-in page.',
  },
  by: {
    id: 'comments.by',
    defaultMessage: 'Comment by {name}',
    description: 'Accessible name of one comment.',
  },
  qualification: {
    id: 'comments.qualification',
    defaultMessage: 'Qualification: {qualification}',
    description: "Tooltip of the Verified badge: the author's professional qualification.",
  },
  verified: {
    id: 'comments.verified',
    defaultMessage: 'Verified',
    description: 'Badge of an author with a stated professional qualification.',
  },
  hidden: {
    id: 'comments.hidden',
    defaultMessage:
      '{hasReason, select, yes {Hidden by the moderators: {reason}. Only you and the admins can see it.} other {Hidden by the moderators. Only you and the admins can see it.}}',
    description:
      'On a comment the moderators hid, shown to its author; {reason} is their reason when they gave one.',
  },
  helpful: {
    id: 'comments.helpful',
    defaultMessage: 'Helpful ({count})',
    description: 'Button marking a comment as helpful, with how many did.',
  },
  helpfulFailed: {
    id: 'comments.helpfulFailed',
    defaultMessage: 'Could not save your Helpful mark. Please try again.',
    description: 'When marking a comment as helpful failed.',
  },
  you: {
    id: 'comments.you',
    defaultMessage: 'You',
    description: "In place of the author's name when the comment carries none.",
  },
  contributor: {
    id: 'comments.contributor',
    defaultMessage: 'Contributor',
    description: "In place of the author's title and affiliation when the comment carries none.",
  },
});
