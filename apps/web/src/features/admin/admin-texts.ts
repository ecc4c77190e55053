import type {
  AUDIT_ACTIONS,
  MailCategory,
  MessageDescriptor,
  NotificationKind,
  UserAction,
} from '@outbreak-watch/domain';
import { defineMessages } from '@outbreak-watch/domain';

/**
 * Every text of the admin screens: the reference lists, the assessment questions, the users and the audit
 * log (spec §2 "Admin reference lists", "Admin outbreak questions", "Admin user management" and §8
 * "Admin services"), then the work screens. The spec's wording is kept exactly, "..." included.
 */

/** Spec §8: what a failed admin call says when the server sent no message of its own. */
export const { tryAgain: TRY_AGAIN } = defineMessages({
  tryAgain: {
    id: 'admin.errors.tryAgain',
    defaultMessage: 'Please try again.',
    description: 'Shown after an admin screen’s failure text when the server gave no reason.',
  },
});

export const COMMON_TEXTS = defineMessages({
  retry: { id: 'admin.common.retry', defaultMessage: 'Retry', description: 'Button: load again.' },
  cancel: { id: 'admin.common.cancel', defaultMessage: 'Cancel', description: 'Button of a form or dialog.' },
  close: { id: 'admin.common.close', defaultMessage: 'Close', description: 'Button that closes a dialog.' },
  dismiss: {
    id: 'admin.common.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Button that hides a success or error notice.',
  },
  id: { id: 'admin.common.id', defaultMessage: 'ID', description: 'Table column: the record’s number.' },
  createdAt: {
    id: 'admin.common.createdAt',
    defaultMessage: 'Created At',
    description: 'Table column: when the record was created.',
  },
  actions: {
    id: 'admin.common.actions',
    defaultMessage: 'Actions',
    description: 'Table column holding the row’s buttons.',
  },
  previous: { id: 'admin.common.previous', defaultMessage: 'Previous', description: 'Pager: previous page.' },
  next: { id: 'admin.common.next', defaultMessage: 'Next', description: 'Pager: next page.' },
  pages: {
    id: 'admin.common.pages',
    defaultMessage: 'Pages',
    description: 'Screen-reader name of the pager under an admin list.',
  },
  page: { id: 'admin.common.page', defaultMessage: 'Page {page}', description: 'Pager: the current page.' },
  pageOfTotal: {
    id: 'admin.common.pageOfTotal',
    defaultMessage: 'Page {page} of {pages} · {count}',
    description: 'Pager: the current page, the number of pages, and how many items, e.g. “87 reports”.',
  },
});

/** Values of the reference lists' texts: `{kind, select, …}` names the list. */
const KIND = 'kind is title, affiliation or qualification (other).';

/** The texts of the reference lists (title, affiliation or qualification); each takes `{ kind }`. */
export const REFERENCE_TEXTS = defineMessages({
  listTitle: {
    id: 'admin.reference.listTitle',
    defaultMessage:
      '{kind, select, title {Manage Titles} affiliation {Manage Affiliations} other {Manage Qualifications}}',
    description: `Heading of a reference list page. ${KIND}`,
  },
  listIntro: {
    id: 'admin.reference.listIntro',
    defaultMessage:
      '{kind, select, title {The titles people choose from when they register and edit their profile.} affiliation {The affiliations people choose from when they register and edit their profile.} other {The qualifications people choose from when they register and edit their profile.}}',
    description: `Under the heading of a reference list page. ${KIND}`,
  },
  createAction: {
    id: 'admin.reference.createAction',
    defaultMessage:
      '{kind, select, title {Create Title} affiliation {Create Affiliation} other {Create Qualification}}',
    description: `Button to add an entry to the list; also the create form's heading. ${KIND}`,
  },
  loading: {
    id: 'admin.reference.loading',
    defaultMessage:
      '{kind, select, title {Loading titles...} affiliation {Loading affiliations...} other {Loading qualifications...}}',
    description: `While the list loads. ${KIND}`,
  },
  loadFailed: {
    id: 'admin.reference.loadFailed',
    defaultMessage:
      '{kind, select, title {Failed to load titles: {message}} affiliation {Failed to load affiliations: {message}} other {Failed to load qualifications: {message}}}',
    description: `The list could not be loaded; message is the server's reason. ${KIND}`,
  },
  empty: {
    id: 'admin.reference.empty',
    defaultMessage:
      '{kind, select, title {No titles found.} affiliation {No affiliations found.} other {No qualifications found.}}',
    description: `An empty list. ${KIND}`,
  },
  createFirst: {
    id: 'admin.reference.createFirst',
    defaultMessage: 'Create the first one?',
    description: 'Link under an empty reference list.',
  },
  columnName: { id: 'admin.reference.columnName', defaultMessage: 'Name', description: 'Table column.' },
  columnType: {
    id: 'admin.reference.columnType',
    defaultMessage: 'Type',
    description: 'Table column: custom or system.',
  },
  custom: {
    id: 'admin.reference.custom',
    defaultMessage: 'Custom',
    description: 'An entry added by people or admins (badge and checkbox).',
  },
  system: {
    id: 'admin.reference.system',
    defaultMessage: 'System',
    description: 'An entry that ships with the app (badge).',
  },
  edit: { id: 'admin.reference.edit', defaultMessage: 'Edit', description: 'Button of a row.' },
  delete: {
    id: 'admin.reference.delete',
    defaultMessage: 'Delete',
    description: 'Button of a row and dialog.',
  },
  editEntry: {
    id: 'admin.reference.editEntry',
    defaultMessage:
      '{kind, select, title {Edit title {name}} affiliation {Edit affiliation {name}} other {Edit qualification {name}}}',
    description: `Screen-reader name of a row's Edit button; name is the entry. ${KIND}`,
  },
  deleteEntry: {
    id: 'admin.reference.deleteEntry',
    defaultMessage:
      '{kind, select, title {Delete title {name}} affiliation {Delete affiliation {name}} other {Delete qualification {name}}}',
    description: `Screen-reader name of a row's Delete button; name is the entry. ${KIND}`,
  },
  editTitle: {
    id: 'admin.reference.editTitle',
    defaultMessage:
      '{kind, select, title {Edit Title} affiliation {Edit Affiliation} other {Edit Qualification}}',
    description: `Heading of the edit form when the URL holds no valid id. ${KIND}`,
  },
  editTitleWithId: {
    id: 'admin.reference.editTitleWithId',
    defaultMessage:
      '{kind, select, title {Edit Title #{id}} affiliation {Edit Affiliation #{id}} other {Edit Qualification #{id}}}',
    description: `Heading of the edit form; id is the entry's number. ${KIND}`,
  },
  customHint: {
    id: 'admin.reference.customHint',
    defaultMessage:
      '{kind, select, title {A custom title was added by people or admins; a system one ships with the app.} affiliation {A custom affiliation was added by people or admins; a system one ships with the app.} other {A custom qualification was added by people or admins; a system one ships with the app.}}',
    description: `Under the Custom checkbox. ${KIND}`,
  },
  nameRequired: {
    id: 'admin.reference.nameRequired',
    defaultMessage:
      '{kind, select, title {Title name is required} affiliation {Affiliation name is required} other {Qualification name is required}}',
    description: `Under an empty Name field. ${KIND}`,
  },
  back: { id: 'admin.reference.back', defaultMessage: 'Back', description: 'Link back to the list.' },
  save: { id: 'admin.reference.save', defaultMessage: 'Save', description: 'Button of the create form.' },
  saveChanges: {
    id: 'admin.reference.saveChanges',
    defaultMessage: 'Save Changes',
    description: 'Button of the edit form.',
  },
  saving: {
    id: 'admin.reference.saving',
    defaultMessage: 'Saving...',
    description: 'Save button while saving.',
  },
  loadingItem: {
    id: 'admin.reference.loadingItem',
    defaultMessage:
      '{kind, select, title {Loading title...} affiliation {Loading affiliation...} other {Loading qualification...}}',
    description: `While the entry to edit loads. ${KIND}`,
  },
  created: {
    id: 'admin.reference.created',
    defaultMessage:
      '{kind, select, title {Title created successfully} affiliation {Affiliation created successfully} other {Qualification created successfully}}',
    description: `After a create. ${KIND}`,
  },
  updated: {
    id: 'admin.reference.updated',
    defaultMessage:
      '{kind, select, title {Title updated successfully} affiliation {Affiliation updated successfully} other {Qualification updated successfully}}',
    description: `After an edit. ${KIND}`,
  },
  errorOccurred: {
    id: 'admin.reference.errorOccurred',
    defaultMessage: 'An error occurred: {message}',
    description: "A create or delete failed; message is the server's reason.",
  },
  updateFailed: {
    id: 'admin.reference.updateFailed',
    defaultMessage:
      '{kind, select, title {Failed to update title: {message}} affiliation {Failed to update affiliation: {message}} other {Failed to update qualification: {message}}}',
    description: `An edit failed; message is the server's reason. ${KIND}`,
  },
  invalidId: {
    id: 'admin.reference.invalidId',
    defaultMessage:
      '{kind, select, title {Invalid or missing Title ID in URL.} affiliation {Invalid or missing Affiliation ID in URL.} other {Invalid or missing Qualification ID in URL.}}',
    description: `The edit address holds no valid id. ${KIND}`,
  },
  notFound: {
    id: 'admin.reference.notFound',
    defaultMessage:
      '{kind, select, title {Title with ID {id} not found.} affiliation {Affiliation with ID {id} not found.} other {Qualification with ID {id} not found.}}',
    description: `No entry has this id. ${KIND}`,
  },
  notFoundTitle: {
    id: 'admin.reference.notFoundTitle',
    defaultMessage:
      '{kind, select, title {Title not found} affiliation {Affiliation not found} other {Qualification not found}}',
    description: `Heading of the not-found card. ${KIND}`,
  },
  loadItemFailed: {
    id: 'admin.reference.loadItemFailed',
    defaultMessage:
      '{kind, select, title {Failed to load title data: {message}} affiliation {Failed to load affiliation data: {message}} other {Failed to load qualification data: {message}}}',
    description: `The entry to edit could not be loaded; message is the server's reason. ${KIND}`,
  },
  backToList: {
    id: 'admin.reference.backToList',
    defaultMessage:
      '{kind, select, title {Back to Titles} affiliation {Back to Affiliations} other {Back to Qualifications}}',
    description: `Link back to the list. ${KIND}`,
  },
  deleteTitle: {
    id: 'admin.reference.deleteTitle',
    defaultMessage:
      '{kind, select, title {Delete Title} affiliation {Delete Affiliation} other {Delete Qualification}}',
    description: `Heading of the delete dialog. ${KIND}`,
  },
  deleteMessage: {
    id: 'admin.reference.deleteMessage',
    defaultMessage:
      '{kind, select, title {Are you sure you want to delete the title "{name}" (ID: {id})? This action cannot be undone.} affiliation {Are you sure you want to delete the affiliation "{name}" (ID: {id})? This action cannot be undone.} other {Are you sure you want to delete the qualification "{name}" (ID: {id})? This action cannot be undone.}}',
    description: `The delete dialog's question. ${KIND}`,
  },
  deleting: {
    id: 'admin.reference.deleting',
    defaultMessage: 'Deleting...',
    description: 'Delete button while deleting.',
  },
  deleted: {
    id: 'admin.reference.deleted',
    defaultMessage:
      '{kind, select, title {Title "{name}" was deleted.} affiliation {Affiliation "{name}" was deleted.} other {Qualification "{name}" was deleted.}}',
    description: `After a delete. ${KIND}`,
  },
});

const QUESTION_KEY = {
  id: 'admin.questions.key',
  defaultMessage: 'Question Key',
  description: 'The stable code name of an assessment question (table column and field).',
};
const QUESTION_LABEL = {
  id: 'admin.questions.label',
  defaultMessage: 'Label',
  description: 'The question as reporters read it (table column and field).',
};
const QUESTION_ORDER = {
  id: 'admin.questions.order',
  defaultMessage: 'Display Order',
  description: 'Where the question comes in the form (table column and field).',
};
const QUESTION_ACTIVE = {
  id: 'admin.questions.active',
  defaultMessage: 'Active',
  description: 'Whether reporters see the question (table column, state and checkbox).',
};

export const QUESTION_TEXTS = {
  ...defineMessages({
    listTitle: {
      id: 'admin.questions.listTitle',
      defaultMessage: 'Manage Outbreak Questions',
      description: 'Heading of the assessment questions page.',
    },
    listIntro: {
      id: 'admin.questions.listIntro',
      defaultMessage:
        'The assessment questions reporters answer with a number. Questions can be edited, not added or removed.',
      description: 'Under the heading of the questions page.',
    },
    loading: {
      id: 'admin.questions.loading',
      defaultMessage: 'Loading questions...',
      description: 'While the questions load.',
    },
    loadFailed: {
      id: 'admin.questions.loadFailed',
      defaultMessage: 'Failed to load questions: {message}',
      description: "The questions could not be loaded; message is the server's reason.",
    },
    empty: {
      id: 'admin.questions.empty',
      defaultMessage: 'No questions found.',
      description: 'An empty list.',
    },
    active: QUESTION_ACTIVE,
    inactive: {
      id: 'admin.questions.inactive',
      defaultMessage: 'Inactive',
      description: 'A question reporters do not see (for screen readers).',
    },
    edit: { id: 'admin.questions.edit', defaultMessage: 'Edit', description: 'Button of a row.' },
    editQuestion: {
      id: 'admin.questions.editQuestion',
      defaultMessage: 'Edit question {key}',
      description: "Screen-reader name of a row's Edit button; key is the question key.",
    },
    editTitle: {
      id: 'admin.questions.editTitle',
      defaultMessage: 'Edit Question',
      description: 'Heading of the edit page when the URL holds no valid id.',
    },
    editTitleWithId: {
      id: 'admin.questions.editTitleWithId',
      defaultMessage: 'Edit Question #{id}',
      description: "Heading of the edit page; id is the question's number.",
    },
    loadingQuestion: {
      id: 'admin.questions.loadingQuestion',
      defaultMessage: 'Loading question...',
      description: 'While the question to edit loads.',
    },
    notFoundTitle: {
      id: 'admin.questions.notFoundTitle',
      defaultMessage: 'Question not found',
      description: 'Heading of the not-found card.',
    },
    notFound: {
      id: 'admin.questions.notFound',
      defaultMessage: 'Question with ID {id} not found.',
      description: 'No question has this id.',
    },
    invalidId: {
      id: 'admin.questions.invalidId',
      defaultMessage: 'Invalid or missing Question ID in URL.',
      description: 'The edit address holds no valid id.',
    },
    loadItemFailed: {
      id: 'admin.questions.loadItemFailed',
      defaultMessage: 'Failed to load question data: {message}',
      description: "The question could not be loaded; message is the server's reason.",
    },
    backToList: {
      id: 'admin.questions.backToList',
      defaultMessage: 'Back to Questions',
      description: 'Link back to the list.',
    },
    save: {
      id: 'admin.questions.save',
      defaultMessage: 'Save Changes',
      description: 'Button of the edit form.',
    },
    saving: {
      id: 'admin.questions.saving',
      defaultMessage: 'Saving...',
      description: 'Save button while saving.',
    },
    updated: {
      id: 'admin.questions.updated',
      defaultMessage: 'Question updated successfully',
      description: 'After a save.',
    },
    updateFailed: {
      id: 'admin.questions.updateFailed',
      defaultMessage: 'Failed to update question: {message}',
      description: "A save failed; message is the server's reason.",
    },
  }),
  columns: defineMessages({
    key: QUESTION_KEY,
    label: QUESTION_LABEL,
    minMax: {
      id: 'admin.questions.columnMinMax',
      defaultMessage: 'Min/Max Value',
      description: 'Table column: the smallest and largest answer allowed.',
    },
    active: QUESTION_ACTIVE,
    order: QUESTION_ORDER,
  }),
  fields: defineMessages({
    key: QUESTION_KEY,
    keyPlaceholder: {
      id: 'admin.questions.keyPlaceholder',
      defaultMessage: 'Enter question key',
      description: 'Placeholder of the key field.',
    },
    label: QUESTION_LABEL,
    labelPlaceholder: {
      id: 'admin.questions.labelPlaceholder',
      defaultMessage: 'Enter question label',
      description: 'Placeholder of the label field.',
    },
    description: {
      id: 'admin.questions.description',
      defaultMessage: 'Description',
      description: 'Field: the question’s longer explanation.',
    },
    descriptionHint: {
      id: 'admin.questions.descriptionHint',
      defaultMessage: 'Optional',
      description: 'Hint of the description field.',
    },
    min: { id: 'admin.questions.min', defaultMessage: 'Min Value', description: 'Field: smallest answer.' },
    max: { id: 'admin.questions.max', defaultMessage: 'Max Value', description: 'Field: largest answer.' },
    order: QUESTION_ORDER,
    orderHint: {
      id: 'admin.questions.orderHint',
      defaultMessage: 'Lower numbers appear first',
      description: 'Hint of the display order field.',
    },
    active: QUESTION_ACTIVE,
    activeHint: {
      id: 'admin.questions.activeHint',
      defaultMessage: 'Inactive questions will not be displayed to users',
      description: 'Hint of the Active checkbox.',
    },
  }),
};

/** `{action, select, …}`: the user action a text is about. */
const ACTION = 'action is verify, suspend, unsuspend or delete (other).';

const USER_VERIFIED = {
  id: 'admin.users.verified',
  defaultMessage: 'Verified',
  description: 'A user whose email address is verified (filter and badge).',
};
const USER_UNVERIFIED = {
  id: 'admin.users.unverified',
  defaultMessage: 'Unverified',
  description: 'A user whose email address is not verified (filter and badge).',
};
const USER_SUSPENDED = {
  id: 'admin.users.suspended',
  defaultMessage: 'Suspended',
  description: 'A user who cannot sign in (filter and badge).',
};
const USER_EMAIL = { id: 'admin.users.email', defaultMessage: 'Email', description: 'Column and detail.' };
const USER_QUALIFICATION = {
  id: 'admin.users.qualification',
  defaultMessage: 'Qualification',
  description: 'Column and detail: the user’s qualification.',
};
const USER_AFFILIATION = {
  id: 'admin.users.affiliation',
  defaultMessage: 'Affiliation',
  description: 'Column and detail: the user’s organisation.',
};
const USER_JOINED = {
  id: 'admin.users.joined',
  defaultMessage: 'Joined',
  description: 'Column and detail: when the account was created.',
};
const USER_ROLE = {
  id: 'admin.users.role',
  defaultMessage: 'Role',
  description: 'Column, detail and field.',
};

export const USER_TEXTS = {
  ...defineMessages({
    title: {
      id: 'admin.users.title',
      defaultMessage: 'User Management',
      description: 'Heading of the users page.',
    },
    intro: {
      id: 'admin.users.intro',
      defaultMessage: 'Verify, suspend and remove accounts. Search, filters and sorting apply to every user.',
      description: 'Under the heading of the users page.',
    },
    searchLabel: {
      id: 'admin.users.searchLabel',
      defaultMessage: 'Search users',
      description: 'Screen-reader label of the search box.',
    },
    searchPlaceholder: {
      id: 'admin.users.searchPlaceholder',
      defaultMessage: 'Search users...',
      description: 'Placeholder of the search box.',
    },
    filterLabel: {
      id: 'admin.users.filterLabel',
      defaultMessage: 'Filter users by status',
      description: 'Screen-reader name of the status filter buttons.',
    },
    tableCaption: {
      id: 'admin.users.tableCaption',
      defaultMessage: 'Users',
      description: 'Name of the users table.',
    },
    none: {
      id: 'admin.users.none',
      defaultMessage: '—',
      description: 'Shown for a missing affiliation or qualification (a dash).',
    },
    noneLabel: {
      id: 'admin.users.noneLabel',
      defaultMessage: 'None',
      description: 'What screen readers say for the dash of a missing value.',
    },
    loading: {
      id: 'admin.users.loading',
      defaultMessage: 'Loading user data...',
      description: 'While users load.',
    },
    refreshing: {
      id: 'admin.users.refreshing',
      defaultMessage: 'Updating the list...',
      description: 'For screen readers while another page of users loads.',
    },
    errorTitle: {
      id: 'admin.users.errorTitle',
      defaultMessage: 'Error Loading Users',
      description: 'Heading of the error card.',
    },
    loadFailed: {
      id: 'admin.users.loadFailed',
      defaultMessage: 'Failed to load user data. Please try again.',
      description: 'The users could not be loaded.',
    },
    emptySearch: {
      id: 'admin.users.emptySearch',
      defaultMessage: 'No users found matching "{term}"',
      description: 'No user matches the search; term is what was typed.',
    },
    empty: { id: 'admin.users.empty', defaultMessage: 'No users available', description: 'No users at all.' },
    pagination: {
      id: 'admin.users.pagination',
      defaultMessage: 'User pages',
      description: 'Screen-reader name of the pager.',
    },
    pageOf: {
      id: 'admin.users.pageOf',
      defaultMessage: 'Page {page} of {pages}',
      description: 'Pager: the current page and the number of pages.',
    },
    total: {
      id: 'admin.users.total',
      defaultMessage: '{total, plural, one {# user in total} other {# users in total}}',
      description: 'Pager: how many users match.',
    },
    you: {
      id: 'admin.users.you',
      defaultMessage: 'You',
      description: 'After the signed-in admin’s own name.',
    },
    working: {
      id: 'admin.users.working',
      defaultMessage: 'Working on {name}...',
      description: 'While an action runs on the user; name is the user.',
    },
    rowActionLabel: {
      id: 'admin.users.rowActionLabel',
      defaultMessage:
        '{action, select, view {View details of {name}} verify {Verify {name}} suspend {Suspend {name}} unsuspend {Unsuspend {name}} other {Delete {name}}}',
      description: `Screen-reader name of a row's button; name is the user. action is view, verify, suspend, unsuspend or delete (other).`,
    },
    actionDone: {
      id: 'admin.users.actionDone',
      defaultMessage:
        '{action, select, verify {{first} {last} has been verified.} suspend {{first} {last} has been suspended.} unsuspend {{first} {last} has been unsuspended.} other {{first} {last} has been deleted.}}',
      description: `After an action; first and last are the user's names. ${ACTION}`,
    },
    actionFailed: {
      id: 'admin.users.actionFailed',
      defaultMessage:
        '{action, select, verify {Failed to verify user. Please try again.} suspend {Failed to suspend user. Please try again.} unsuspend {Failed to unsuspend user. Please try again.} other {Failed to delete user. Please try again.}}',
      description: `An action failed without a reason from the server. ${ACTION}`,
    },
    confirmTitle: {
      id: 'admin.users.confirmTitle',
      defaultMessage:
        '{action, select, verify {Confirm Verify} suspend {Confirm Suspend} unsuspend {Confirm Unsuspend} other {Confirm Delete}}',
      description: `Heading of the dialog that asks before an action. ${ACTION}`,
    },
    confirmBusy: {
      id: 'admin.users.confirmBusy',
      defaultMessage:
        '{action, select, verify {Verifying...} suspend {Suspending...} unsuspend {Unsuspending...} other {Deleting...}}',
      description: `The dialog's confirm button while the action runs. ${ACTION}`,
    },
    confirmMessage: {
      id: 'admin.users.confirmMessage',
      defaultMessage:
        '{action, select, verify {Are you sure you want to verify {name} ({email})? Their email address will be marked as verified.} suspend {Are you sure you want to suspend {name} ({email})? They will be signed out and cannot log in until they are unsuspended.} unsuspend {Are you sure you want to unsuspend {name} ({email})? They will be able to log in again.} other {Are you sure you want to delete {name} ({email})? Their reports and comments stay, shown as by a deleted user. This action cannot be undone.}}',
      description: `The dialog's question; name and email are the user's. ${ACTION}`,
    },
  }),
  filters: defineMessages({
    all: {
      id: 'admin.users.filterAll',
      defaultMessage: 'All Users',
      description: 'Status filter: everyone.',
    },
    verified: USER_VERIFIED,
    unverified: USER_UNVERIFIED,
    suspended: USER_SUSPENDED,
  }),
  columns: defineMessages({
    name: { id: 'admin.users.name', defaultMessage: 'Name', description: 'Table column.' },
    email: USER_EMAIL,
    role: USER_ROLE,
    qualification_name: USER_QUALIFICATION,
    affiliation_name: USER_AFFILIATION,
    created_at: USER_JOINED,
    status: { id: 'admin.users.status', defaultMessage: 'Status', description: 'Table column: the badges.' },
  }),
  badges: defineMessages({ verified: USER_VERIFIED, unverified: USER_UNVERIFIED, suspended: USER_SUSPENDED }),
  /** The buttons of a row and the confirm buttons of the dialogs. */
  rowActions: defineMessages({
    view: { id: 'admin.users.view', defaultMessage: 'View', description: 'Row button: open the details.' },
    verify: { id: 'admin.users.verify', defaultMessage: 'Verify', description: 'Button: verify the user.' },
    suspend: {
      id: 'admin.users.suspend',
      defaultMessage: 'Suspend',
      description: 'Button: suspend the user.',
    },
    unsuspend: {
      id: 'admin.users.unsuspend',
      defaultMessage: 'Unsuspend',
      description: 'Button: let a suspended user sign in again.',
    },
    delete: { id: 'admin.users.delete', defaultMessage: 'Delete', description: 'Button: delete the user.' },
  }) satisfies Record<UserAction | 'view', MessageDescriptor>,
  /** The role names, by `ROLE_NAME_KEYS`. */
  roles: defineMessages({
    superAdmin: { id: 'admin.users.roleSuperAdmin', defaultMessage: 'Super admin', description: 'A role.' },
    admin: { id: 'admin.users.roleAdmin', defaultMessage: 'Admin', description: 'A role.' },
    reporter: { id: 'admin.users.roleReporter', defaultMessage: 'Reporter', description: 'A role.' },
    blogger: { id: 'admin.users.roleBlogger', defaultMessage: 'Blogger', description: 'A role.' },
  }),
  details: defineMessages({
    title: {
      id: 'admin.users.detailsTitle',
      defaultMessage: 'User Details',
      description: 'Heading of the dialog.',
    },
    email: USER_EMAIL,
    qualification: USER_QUALIFICATION,
    affiliation: USER_AFFILIATION,
    joined: USER_JOINED,
    role: USER_ROLE,
    notSpecified: {
      id: 'admin.users.notSpecified',
      defaultMessage: 'Not specified',
      description: 'A missing qualification or affiliation in the details.',
    },
    verify: { id: 'admin.users.verifyUser', defaultMessage: 'Verify User', description: 'Details button.' },
    suspend: {
      id: 'admin.users.suspendUser',
      defaultMessage: 'Suspend User',
      description: 'Details button.',
    },
    unsuspend: {
      id: 'admin.users.unsuspendUser',
      defaultMessage: 'Unsuspend User',
      description: 'Details button.',
    },
    delete: { id: 'admin.users.deleteUser', defaultMessage: 'Delete User', description: 'Details button.' },
    loadFailed: {
      id: 'admin.users.detailsLoadFailed',
      defaultMessage: 'The latest details could not be loaded; what the list showed is shown.',
      description: 'In the details dialog when the fresh details could not be loaded.',
    },
  }),
  role: defineMessages({
    label: USER_ROLE,
    hint: {
      id: 'admin.users.roleHint',
      defaultMessage:
        'Admins manage reports, users and reference lists. Only a super admin can change roles.',
      description: 'Under the role field.',
    },
    save: {
      id: 'admin.users.roleSave',
      defaultMessage: 'Change Role',
      description: 'Button of the role field.',
    },
    saving: {
      id: 'admin.users.roleSaving',
      defaultMessage: 'Changing...',
      description: 'The role button while saving.',
    },
    changed: {
      id: 'admin.users.roleChanged',
      defaultMessage:
        '{role, select, superAdmin {{first} {last} is now a super admin.} admin {{first} {last} is now an admin.} reporter {{first} {last} is now a reporter.} blogger {{first} {last} is now a blogger.} other {{first} {last} is now a {roleName}.}}',
      description:
        "After a role change; first and last are the user's names. role is superAdmin, admin, reporter, blogger, or other with roleName.",
    },
    failed: {
      id: 'admin.users.roleFailed',
      defaultMessage: 'Failed to change the role. Please try again.',
      description: 'A role change failed without a reason from the server.',
    },
  }),
};

/** The audit log (`/admin/audit`) and the dashboard's latest actions. */
export const AUDIT_TEXTS = defineMessages({
  title: {
    id: 'admin.audit.title',
    defaultMessage: 'Audit log',
    description: 'Heading of the audit log page.',
  },
  intro: {
    id: 'admin.audit.intro',
    defaultMessage: 'Every admin action and security event, newest first.',
    description: 'Under the heading of the audit log.',
  },
  action: {
    id: 'admin.audit.action',
    defaultMessage: 'Action',
    description: 'Filter and column: what was done.',
  },
  anyAction: {
    id: 'admin.audit.anyAction',
    defaultMessage: 'All actions',
    description: 'The action filter’s choice that filters nothing.',
  },
  actor: { id: 'admin.audit.actor', defaultMessage: 'Actor', description: 'Filter and column: who did it.' },
  actorPlaceholder: {
    id: 'admin.audit.actorPlaceholder',
    defaultMessage: 'Name or email',
    description: 'Placeholder of the actor filter.',
  },
  targetType: {
    id: 'admin.audit.targetType',
    defaultMessage: 'Target type',
    description: 'Filter: the kind of record acted on (typed as its code, e.g. user).',
  },
  targetTypePlaceholder: {
    id: 'admin.audit.targetTypePlaceholder',
    defaultMessage: 'user, outbreak…',
    description:
      'Placeholder of the target type filter: example codes, typed as they are (keep user and outbreak).',
  },
  target: {
    id: 'admin.audit.target',
    defaultMessage: 'Target',
    description: 'Filter and column: the record.',
  },
  targetPlaceholder: {
    id: 'admin.audit.targetPlaceholder',
    defaultMessage: 'Name or place',
    description: 'Placeholder of the target filter.',
  },
  from: { id: 'admin.audit.from', defaultMessage: 'From', description: 'Filter: first day.' },
  to: { id: 'admin.audit.to', defaultMessage: 'To', description: 'Filter: last day.' },
  time: { id: 'admin.audit.time', defaultMessage: 'Time', description: 'Column: when.' },
  export: {
    id: 'admin.audit.export',
    defaultMessage: 'Export CSV',
    description: 'Button: download the log.',
  },
  exporting: {
    id: 'admin.audit.exporting',
    defaultMessage: 'Exporting…',
    description: 'The export button while busy.',
  },
  exportError: {
    id: 'admin.audit.exportError',
    defaultMessage: 'The export failed. Please try again.',
    description: 'The download failed.',
  },
  empty: {
    id: 'admin.audit.empty',
    defaultMessage: 'No entries match these filters.',
    description: 'No entry matches.',
  },
  loading: {
    id: 'admin.audit.loading',
    defaultMessage: 'Loading the audit log…',
    description: 'While it loads.',
  },
  loadError: {
    id: 'admin.audit.loadError',
    defaultMessage: 'Failed to load the audit log. Please try again.',
    description: 'The log could not be loaded.',
  },
  caption: {
    id: 'admin.audit.caption',
    defaultMessage: 'Audit log entries, newest first',
    description: 'Screen-reader name of the table.',
  },
  system: {
    id: 'admin.audit.system',
    defaultMessage: 'System',
    description: 'The actor of an entry no person made.',
  },
  details: {
    id: 'admin.audit.details',
    defaultMessage: 'Details',
    description: 'Column, and the button that shows the entry’s recorded details.',
  },
  /** A target without a present name: "outbreak #42". */
  unnamedTarget: {
    id: 'admin.audit.unnamedTarget',
    defaultMessage: '{type} #{id}',
    description: 'A record without a present name; type is its code (e.g. outbreak), id its number.',
  },
});

type FixedAuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

const auditAction = (action: string, defaultMessage: string): MessageDescriptor => ({
  id: `admin.audit.actions.${action}`,
  defaultMessage,
  description: 'An action in the audit log; after a name on the dashboard, where it is lower-cased.',
});

/**
 * Readable names of the audited actions: every fixed action (the type holds this list to the domain's),
 * and the reference lists' own. An action this build does not know shows as recorded.
 */
const AUDIT_ACTION_LABELS: Record<FixedAuditAction, MessageDescriptor> & Record<string, MessageDescriptor> =
  defineMessages({
    'outbreak.confirm': auditAction('outbreak.confirm', 'Confirmed an outbreak'),
    'outbreak.status_change': auditAction('outbreak.status_change', "Changed an outbreak's status"),
    'outbreak.correct': auditAction('outbreak.correct', 'Corrected an outbreak'),
    'outbreak.remove': auditAction('outbreak.remove', 'Removed an outbreak'),
    'outbreak.merge': auditAction('outbreak.merge', 'Merged a duplicate outbreak'),
    'outbreak.not_duplicate': auditAction('outbreak.not_duplicate', 'Marked outbreaks as not duplicates'),
    'signal.triage': auditAction('signal.triage', 'Triaged a signal'),
    'exchange.mapping_update': auditAction('exchange.mapping_update', 'Changed the DHIS2 mapping'),
    'import.run': auditAction('import.run', 'Ran an import'),
    'import.undo': auditAction('import.undo', 'Undid an import'),
    'import_mapping.delete': auditAction('import_mapping.delete', 'Deleted a saved import mapping'),
    'comment.hide': auditAction('comment.hide', 'Hid a comment'),
    'comment.unhide': auditAction('comment.unhide', 'Restored a comment'),
    'comment.delete': auditAction('comment.delete', 'Deleted a comment'),
    'question.update': auditAction('question.update', 'Edited a question'),
    'user.verify': auditAction('user.verify', 'Verified a user'),
    'user.suspend': auditAction('user.suspend', 'Suspended a user'),
    'user.unsuspend': auditAction('user.unsuspend', 'Unsuspended a user'),
    'user.delete': auditAction('user.delete', 'Deleted a user'),
    'user.role_change': auditAction('user.role_change', "Changed a user's role"),
    'title.create': auditAction('title.create', 'Created a title'),
    'title.update': auditAction('title.update', 'Edited a title'),
    'title.delete': auditAction('title.delete', 'Deleted a title'),
    'affiliation.create': auditAction('affiliation.create', 'Created an affiliation'),
    'affiliation.update': auditAction('affiliation.update', 'Edited an affiliation'),
    'affiliation.delete': auditAction('affiliation.delete', 'Deleted an affiliation'),
    'qualification.create': auditAction('qualification.create', 'Created a qualification'),
    'qualification.update': auditAction('qualification.update', 'Edited a qualification'),
    'qualification.delete': auditAction('qualification.delete', 'Deleted a qualification'),
    'auth.sign_in': auditAction('auth.sign_in', 'Signed in'),
    'auth.sign_in_failed': auditAction('auth.sign_in_failed', 'Failed sign-in'),
    'auth.sign_in_throttled': auditAction('auth.sign_in_throttled', 'Sign-in throttled'),
    'auth.reset_requested': auditAction('auth.reset_requested', 'Requested a password reset'),
    'auth.reset_completed': auditAction('auth.reset_completed', 'Reset a password'),
    'auth.refresh_reused': auditAction('auth.refresh_reused', 'Reused an old session token'),
    'auth.access_denied': auditAction('auth.access_denied', 'Was refused access'),
  });

/** The message naming an audited action; none for an action this build does not know. */
export const auditActionMessage = (action: string): MessageDescriptor | undefined =>
  Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action] : undefined;

/** Texts of the admin work screens: dashboard, verification, duplicates, moderation and settings. */
export const WORK_TEXTS = {
  dashboard: defineMessages({
    title: { id: 'admin.work.dashboard.title', defaultMessage: 'Admin Dashboard', description: 'Heading.' },
    intro: {
      id: 'admin.work.dashboard.intro',
      defaultMessage: 'What is waiting for the team, and what was done last.',
      description: 'Under the dashboard heading.',
    },
    loading: {
      id: 'admin.work.dashboard.loading',
      defaultMessage: 'Loading the dashboard…',
      description: 'While the dashboard loads.',
    },
    unconfirmed: {
      id: 'admin.work.dashboard.unconfirmed',
      defaultMessage: 'Reports awaiting verification',
      description: 'Under a count of outbreak reports not yet confirmed.',
    },
    unverified: {
      id: 'admin.work.dashboard.unverified',
      defaultMessage: 'Users awaiting verification',
      description: 'Under a count of users not yet verified.',
    },
    suspended: {
      id: 'admin.work.dashboard.suspended',
      defaultMessage: 'Suspended users',
      description: 'Under a count of suspended users.',
    },
    hidden: {
      id: 'admin.work.dashboard.hidden',
      defaultMessage: 'Hidden comments',
      description: 'Under a count of hidden comments.',
    },
    recent: {
      id: 'admin.work.dashboard.recent',
      defaultMessage: 'Latest actions',
      description: 'Heading of the latest audit entries.',
    },
    allAudit: {
      id: 'admin.work.dashboard.allAudit',
      defaultMessage: 'View the audit log',
      description: 'Link to the audit log.',
    },
    noAudit: {
      id: 'admin.work.dashboard.noAudit',
      defaultMessage: 'No actions recorded yet.',
      description: 'The audit log is empty.',
    },
    loadError: {
      id: 'admin.work.dashboard.loadError',
      defaultMessage: 'Failed to load the dashboard. Please try again.',
      description: 'The dashboard could not be loaded.',
    },
    /** A latest action: who did what to which record. */
    entry: {
      id: 'admin.work.dashboard.entry',
      defaultMessage: '<b>{actor}</b> {action} <muted>({target})</muted>',
      description:
        'A latest action: actor is a name (or “System”), action the lower-cased action (e.g. “confirmed an outbreak”), target the record.',
    },
  }),
  settings: defineMessages({
    title: { id: 'admin.work.settings.title', defaultMessage: 'Settings', description: 'Heading.' },
    intro: {
      id: 'admin.work.settings.intro',
      defaultMessage:
        'The configuration this server is running with. It is read-only here: change the environment and restart to change it. Secrets are never shown.',
      description: 'Under the settings heading.',
    },
    loading: {
      id: 'admin.work.settings.loading',
      defaultMessage: 'Loading the settings…',
      description: 'While the settings load.',
    },
    notSet: {
      id: 'admin.work.settings.notSet',
      defaultMessage: 'Not set',
      description: 'A setting without value.',
    },
    secretSet: {
      id: 'admin.work.settings.secretSet',
      defaultMessage: 'Set (hidden)',
      description: 'A secret setting that has a value, which is not shown.',
    },
    loadError: {
      id: 'admin.work.settings.loadError',
      defaultMessage: 'Failed to load the settings. Please try again.',
      description: 'The settings could not be loaded.',
    },
  }),
  /** The settings page's table sizes card. */
  tableSizes: defineMessages({
    title: {
      id: 'admin.work.tableSizes.title',
      defaultMessage: 'Table sizes',
      description: 'Heading of the card.',
    },
    intro: {
      id: 'admin.work.tableSizes.intro',
      defaultMessage:
        'Rows in the tables that would only grow; a scheduled purge, one instance at a time, removes what can never be used again.',
      description: 'Under the table sizes heading.',
    },
    table: {
      id: 'admin.work.tableSizes.table',
      defaultMessage: 'Table',
      description: 'Column: a database table.',
    },
    rows: { id: 'admin.work.tableSizes.rows', defaultMessage: 'Rows', description: 'Column: how many rows.' },
    purge: {
      id: 'admin.work.tableSizes.purge',
      defaultMessage: 'What the purge removes',
      description: 'Column: the purge rule of the table.',
    },
    loading: {
      id: 'admin.work.tableSizes.loading',
      defaultMessage: 'Loading the table sizes…',
      description: 'While the sizes load.',
    },
    loadError: {
      id: 'admin.work.tableSizes.loadError',
      defaultMessage: 'The table sizes could not be loaded.',
      description: 'The sizes could not be loaded.',
    },
  }),
};

export const VERIFICATION_TEXTS = {
  queues: defineMessages({
    unconfirmed: {
      id: 'admin.verification.queues.unconfirmed',
      defaultMessage: 'Awaiting verification',
      description: 'Verification queue view: reports not yet confirmed.',
    },
    confirmed: {
      id: 'admin.verification.queues.confirmed',
      defaultMessage: 'Confirmed',
      description: 'Verification queue view: confirmed reports.',
    },
    all: {
      id: 'admin.verification.queues.all',
      defaultMessage: 'All reports',
      description: 'Verification queue view: every report.',
    },
  }),
  sorts: defineMessages({
    waiting: {
      id: 'admin.verification.sorts.waiting',
      defaultMessage: 'Waiting longest first',
      description: 'Order of the verification queue: the reports waiting longest first.',
    },
    submitted_newest: {
      id: 'admin.verification.sorts.submittedNewest',
      defaultMessage: 'Submitted most recently first',
      description: 'Order of the verification queue: the most recently submitted reports first.',
    },
    date_newest: {
      id: 'admin.verification.sorts.dateNewest',
      defaultMessage: 'Outbreak date, newest first',
      description: 'Order of the verification queue: by the date of the outbreak, newest first.',
    },
    date_oldest: {
      id: 'admin.verification.sorts.dateOldest',
      defaultMessage: 'Outbreak date, oldest first',
      description: 'Order of the verification queue: by the date of the outbreak, oldest first.',
    },
  }),
  /** The facts of a report, as the review page lists them and the correction form edits them. */
  facts: defineMessages({
    date: {
      id: 'admin.verification.facts.date',
      defaultMessage: 'Date',
      description: 'Date of the outbreak.',
    },
    place: {
      id: 'admin.verification.facts.place',
      defaultMessage: 'Place',
      description: 'Where the outbreak is (city, state, country).',
    },
    disease: {
      id: 'admin.verification.facts.disease',
      defaultMessage: 'Disease',
      description: 'The disease.',
    },
    country: {
      id: 'admin.verification.facts.country',
      defaultMessage: 'Country',
      description: 'The country.',
    },
    state: {
      id: 'admin.verification.facts.state',
      defaultMessage: 'State',
      description: 'The state or province within the country.',
    },
    noState: {
      id: 'admin.verification.facts.noState',
      defaultMessage: 'None',
      description: 'Choice of no state or province in the correction form.',
    },
    city: { id: 'admin.verification.facts.city', defaultMessage: 'City', description: 'The city.' },
    source: {
      id: 'admin.verification.facts.source',
      defaultMessage: 'Source',
      description: 'Where the reporter learnt of the outbreak.',
    },
    reported: {
      id: 'admin.verification.facts.reported',
      defaultMessage: 'Reported',
      description: 'When the report was submitted.',
    },
    description: {
      id: 'admin.verification.facts.description',
      defaultMessage: 'Description',
      description: 'The reporter’s description of the outbreak.',
    },
  }),
  ...defineMessages({
    title: {
      id: 'admin.verification.title',
      defaultMessage: 'Outbreak verification',
      description: 'Heading of the verification queue.',
    },
    intro: {
      id: 'admin.verification.intro',
      defaultMessage:
        'Reports waiting longest come first unless you choose another order. Confirm what checks out, keep the status current, correct what was entered wrongly, and remove what should not be public.',
      description: 'Introduction of the verification queue.',
    },
    order: {
      id: 'admin.verification.order',
      defaultMessage: 'Order',
      description: 'Label of the verification queue’s order choice.',
    },
    /** Above the list: how many and in which order. */
    summary: {
      id: 'admin.verification.summary',
      defaultMessage: '{count, plural, one {# report} other {# reports}}, {order}.',
      description:
        'Above the verification queue: how many reports it holds and their order ({order} is the chosen order, e.g. "waiting longest first", in lower case).',
    },
    reports: {
      id: 'admin.verification.reports',
      defaultMessage: '{count, plural, one {# report} other {# reports}}',
      description: 'How many reports the verification queue holds, beside its page numbers.',
    },
    search: {
      id: 'admin.verification.search',
      defaultMessage: 'Search',
      description: 'Label of the verification queue’s search.',
    },
    searchPlaceholder: {
      id: 'admin.verification.searchPlaceholder',
      defaultMessage: 'Disease, place or words in the description',
      description: 'Placeholder of the verification queue’s search.',
    },
    empty: {
      id: 'admin.verification.empty',
      defaultMessage: 'No reports in this list.',
      description: 'A verification queue view without reports.',
    },
    loading: {
      id: 'admin.verification.loading',
      defaultMessage: 'Loading the reports…',
      description: 'While the verification queue loads.',
    },
    choicesLabel: {
      id: 'admin.verification.choicesLabel',
      defaultMessage: 'Which reports',
      description: 'Name of the group of the verification queue’s views.',
    },
    loadError: {
      id: 'admin.verification.loadError',
      defaultMessage: 'Failed to load the reports. Please try again.',
      description: 'When the verification queue could not be loaded.',
    },
    reportedOn: {
      id: 'admin.verification.reportedOn',
      defaultMessage: 'Reported {date}',
      description: 'When a report in the queue was submitted; {date} is a date.',
    },
    outbreakLabel: {
      id: 'admin.verification.outbreakLabel',
      defaultMessage: '{disease} in {place}',
      description:
        'How the verification screens name a report, e.g. "Cholera in Lagos, Nigeria" ({disease} is a disease name, {place} a state and country).',
    },
    review: {
      id: 'admin.verification.review',
      defaultMessage: 'Review',
      description: 'Button opening a report’s review page.',
    },
    reviewLabel: {
      id: 'admin.verification.reviewLabel',
      defaultMessage: 'Review {label}',
      description:
        'Accessible name of the Review button; {label} names the report, e.g. "Cholera in Lagos, Nigeria".',
    },
    confirm: {
      id: 'admin.verification.confirm',
      defaultMessage: 'Confirm',
      description: 'Button confirming a report (marking it verified).',
    },
    confirmLabel: {
      id: 'admin.verification.confirmLabel',
      defaultMessage: 'Confirm {label}',
      description:
        'Accessible name of the Confirm button; {label} names the report, e.g. "Cholera in Lagos, Nigeria".',
    },
    confirming: {
      id: 'admin.verification.confirming',
      defaultMessage: 'Confirming…',
      description: 'The Confirm button while the confirmation is sent.',
    },
    confirmTitle: {
      id: 'admin.verification.confirmTitle',
      defaultMessage: 'Confirm Outbreak',
      description: 'Title of the dialog confirming a report.',
    },
    confirmMessage: {
      id: 'admin.verification.confirmMessage',
      defaultMessage:
        'Confirm the report of {label}? It will show as confirmed everywhere, and people following it are told.',
      description: 'Question of the dialog confirming a report; {label} names the report.',
    },
    confirmed: {
      id: 'admin.verification.confirmed',
      defaultMessage: '{label} has been confirmed.',
      description: 'After a report was confirmed; {label} names the report.',
    },
    status: {
      id: 'admin.verification.status',
      defaultMessage: 'Status',
      description: 'Label of the outbreak status choice on the review page.',
    },
    changeStatus: {
      id: 'admin.verification.changeStatus',
      defaultMessage: 'Change status',
      description: 'Button saving the chosen outbreak status.',
    },
    statusChanged: {
      id: 'admin.verification.statusChanged',
      defaultMessage: 'The status of {label} is now {status}.',
      description: 'After the status changed; {label} names the report, {status} is the new status.',
    },
    correct: {
      id: 'admin.verification.correct',
      defaultMessage: 'Correct the report',
      description: 'Button opening the correction form of a report.',
    },
    correctTitle: {
      id: 'admin.verification.correctTitle',
      defaultMessage: 'Correct the report',
      description: 'Name of the correction form of a report.',
    },
    corrected: {
      id: 'admin.verification.corrected',
      defaultMessage: 'The report has been corrected.',
      description: 'After a correction was saved.',
    },
    saveCorrection: {
      id: 'admin.verification.saveCorrection',
      defaultMessage: 'Save correction',
      description: 'Button saving the correction of a report.',
    },
    saving: {
      id: 'admin.verification.saving',
      defaultMessage: 'Saving…',
      description: 'The Save correction button while the correction is sent.',
    },
    cancel: {
      id: 'admin.verification.cancel',
      defaultMessage: 'Cancel',
      description: 'Button closing the correction form without saving.',
    },
    remove: {
      id: 'admin.verification.remove',
      defaultMessage: 'Remove',
      description: 'Button removing a report.',
    },
    removing: {
      id: 'admin.verification.removing',
      defaultMessage: 'Removing…',
      description: 'The Remove button while the removal is sent.',
    },
    removeTitle: {
      id: 'admin.verification.removeTitle',
      defaultMessage: 'Remove Outbreak',
      description: 'Title of the dialog removing a report.',
    },
    removeMessage: {
      id: 'admin.verification.removeMessage',
      defaultMessage:
        'Remove the report of {label}? It disappears from every list, map and feed. This cannot be undone.',
      description: 'Question of the dialog removing a report; {label} names the report.',
    },
    reason: {
      id: 'admin.verification.reason',
      defaultMessage: 'Reason',
      description: 'Label of the reason field when removing a report.',
    },
    removed: {
      id: 'admin.verification.removed',
      defaultMessage: '{label} has been removed.',
      description: 'After a report was removed; {label} names the report.',
    },
    actionFailed: {
      id: 'admin.verification.actionFailed',
      defaultMessage: 'The action failed. Please try again.',
      description: 'When a verification action failed without a message from the server.',
    },
    factsTitle: {
      id: 'admin.verification.factsTitle',
      defaultMessage: 'The report',
      description: 'Heading of the facts of a report on its review page.',
    },
    answers: {
      id: 'admin.verification.answers',
      defaultMessage: 'Assessment answers',
      description: 'Heading of the reporter’s answers to the assessment questions.',
    },
    history: {
      id: 'admin.verification.history',
      defaultMessage: 'History',
      description: 'Heading of what was done to a report.',
    },
    noHistory: {
      id: 'admin.verification.noHistory',
      defaultMessage: 'Nothing has been done to this report yet.',
      description: 'A report with an empty history.',
    },
    backToQueue: {
      id: 'admin.verification.backToQueue',
      defaultMessage: 'Back to the verification queue',
      description: 'Link from a review page back to the queue.',
    },
    notFound: {
      id: 'admin.verification.notFound',
      defaultMessage: 'This outbreak does not exist or was removed.',
      description: 'A review page of a report that does not exist.',
    },
    loadingReport: {
      id: 'admin.verification.loadingReport',
      defaultMessage: 'Loading the report…',
      description: 'While a review page loads.',
    },
    reporter: {
      id: 'admin.verification.reporter',
      defaultMessage: 'Reporter',
      description: 'Who submitted the report.',
    },
    viewPublic: {
      id: 'admin.verification.viewPublic',
      defaultMessage: 'View public page',
      description: 'Link to the report’s public page.',
    },
  }),
};

/** The review page's and the queue's possible duplicates, merge and "not a duplicate". */
export const DUPLICATE_TEXTS = defineMessages({
  title: {
    id: 'admin.duplicates.title',
    defaultMessage: 'Possible duplicates',
    description: 'Heading of the likely duplicates of a report.',
  },
  intro: {
    id: 'admin.duplicates.intro',
    defaultMessage:
      'Reports of the same disease and country within 14 days with a similar description or the same figures.',
    description: 'What counts as a likely duplicate.',
  },
  none: {
    id: 'admin.duplicates.none',
    defaultMessage: 'No likely duplicates.',
    description: 'A report without likely duplicates.',
  },
  inQueue: {
    id: 'admin.duplicates.inQueue',
    defaultMessage: '{count, plural, one {# possible duplicate} other {# possible duplicates}}',
    description: 'In the verification queue, before the numbers of a report’s likely duplicates.',
  },
  merge: {
    id: 'admin.duplicates.merge',
    defaultMessage: 'Merge…',
    description: 'Button opening the merge dialog.',
  },
  mergeTitle: {
    id: 'admin.duplicates.mergeTitle',
    defaultMessage: 'Merge Duplicate',
    description: 'Title of the merge dialog.',
  },
  mergeConfirm: {
    id: 'admin.duplicates.mergeConfirm',
    defaultMessage: 'Merge',
    description: 'Button of the merge dialog that merges.',
  },
  merging: {
    id: 'admin.duplicates.merging',
    defaultMessage: 'Merging…',
    description: 'The Merge button while the merge is sent.',
  },
  survivorLegend: {
    id: 'admin.duplicates.survivorLegend',
    defaultMessage: 'The report this one repeats',
    description: 'Legend of the choice of the report that is kept.',
  },
  mergeMessage: {
    id: 'admin.duplicates.mergeMessage',
    defaultMessage:
      'Report #{id} will be merged into the report you choose: its comments, followers and history move there, and it leaves every list, map, count and series. Its address will lead to the chosen report. This cannot be undone.',
    description: 'What a merge does; {id} is the number of the report merged away.',
  },
  merged: {
    id: 'admin.duplicates.merged',
    defaultMessage: 'Report #{id} was merged into this report (#{survivorId}).',
    description: 'After a merge, on the kept report’s page; {id} and {survivorId} are report numbers.',
  },
  notDuplicate: {
    id: 'admin.duplicates.notDuplicate',
    defaultMessage: 'Not a duplicate of #{id}',
    description: 'Button saying a suggested report is not a duplicate; {id} is its number.',
  },
  notDuplicateDone: {
    id: 'admin.duplicates.notDuplicateDone',
    defaultMessage: 'Report #{id} is no longer suggested as a duplicate of this one.',
    description: 'After "Not a duplicate"; {id} is the other report’s number.',
  },
});

export const MODERATION_TEXTS = {
  visibility: defineMessages({
    all: {
      id: 'admin.moderation.visibility.all',
      defaultMessage: 'All comments',
      description: 'Moderation view: every comment.',
    },
    visible: {
      id: 'admin.moderation.visibility.visible',
      defaultMessage: 'Visible',
      description: 'Moderation view: comments everyone sees.',
    },
    hidden: {
      id: 'admin.moderation.visibility.hidden',
      defaultMessage: 'Hidden',
      description: 'Moderation view: hidden comments.',
    },
  }),
  ...defineMessages({
    title: {
      id: 'admin.moderation.title',
      defaultMessage: 'Moderation',
      description: 'Heading of the comment moderation page.',
    },
    intro: {
      id: 'admin.moderation.intro',
      defaultMessage:
        'Every comment, newest first. Hidden comments are shown to admins and, marked hidden, to their author.',
      description: 'Introduction of the comment moderation page.',
    },
    search: {
      id: 'admin.moderation.search',
      defaultMessage: 'Search',
      description: 'Label of the moderation search.',
    },
    searchPlaceholder: {
      id: 'admin.moderation.searchPlaceholder',
      defaultMessage: 'Words in the comment, author name or email',
      description: 'Placeholder of the moderation search.',
    },
    empty: {
      id: 'admin.moderation.empty',
      defaultMessage: 'No comments in this list.',
      description: 'A moderation view without comments.',
    },
    loading: {
      id: 'admin.moderation.loading',
      defaultMessage: 'Loading the comments…',
      description: 'While the comments load.',
    },
    choicesLabel: {
      id: 'admin.moderation.choicesLabel',
      defaultMessage: 'Which comments',
      description: 'Name of the group of the moderation views.',
    },
    loadError: {
      id: 'admin.moderation.loadError',
      defaultMessage: 'Failed to load the comments. Please try again.',
      description: 'When the comments could not be loaded.',
    },
    on: {
      id: 'admin.moderation.on',
      defaultMessage: 'On <link>{label}</link>',
      description:
        'Which report a comment is on; {label} names it, e.g. "Cholera in Lagos, Nigeria", linked to its page.',
    },
    hide: {
      id: 'admin.moderation.hide',
      defaultMessage: 'Hide',
      description: 'Button hiding a comment.',
    },
    hiding: {
      id: 'admin.moderation.hiding',
      defaultMessage: 'Hiding…',
      description: 'The Hide button while hiding.',
    },
    unhide: {
      id: 'admin.moderation.unhide',
      defaultMessage: 'Unhide',
      description: 'Button making a hidden comment visible again.',
    },
    delete: {
      id: 'admin.moderation.delete',
      defaultMessage: 'Delete',
      description: 'Button deleting a comment.',
    },
    deleting: {
      id: 'admin.moderation.deleting',
      defaultMessage: 'Deleting…',
      description: 'The Delete button while deleting.',
    },
    hideTitle: {
      id: 'admin.moderation.hideTitle',
      defaultMessage: 'Hide Comment',
      description: 'Title of the dialog hiding a comment.',
    },
    deleteTitle: {
      id: 'admin.moderation.deleteTitle',
      defaultMessage: 'Delete Comment',
      description: 'Title of the dialog deleting a comment.',
    },
    hideMessage: {
      id: 'admin.moderation.hideMessage',
      defaultMessage:
        'The comment will be hidden from everyone but admins and its author, who sees your reason.',
      description: 'What hiding a comment does.',
    },
    deleteMessage: {
      id: 'admin.moderation.deleteMessage',
      defaultMessage: 'The comment will be deleted for good. This cannot be undone.',
      description: 'What deleting a comment does.',
    },
    reason: {
      id: 'admin.moderation.reason',
      defaultMessage: 'Reason',
      description: 'Label of the reason field when hiding or deleting a comment.',
    },
    hidden: {
      id: 'admin.moderation.hiddenDone',
      defaultMessage: 'The comment has been hidden.',
      description: 'After a comment was hidden.',
    },
    unhidden: {
      id: 'admin.moderation.unhiddenDone',
      defaultMessage: 'The comment is visible again.',
      description: 'After a comment was made visible again.',
    },
    deleted: {
      id: 'admin.moderation.deletedDone',
      defaultMessage: 'The comment has been deleted.',
      description: 'After a comment was deleted.',
    },
    hiddenBadge: {
      id: 'admin.moderation.hiddenBadge',
      defaultMessage: 'Hidden',
      description: 'On a hidden comment whose hider is unknown: it is hidden.',
    },
    hiddenBy: {
      id: 'admin.moderation.hiddenBy',
      defaultMessage: 'Hidden by {name}',
      description: 'On a hidden comment: who hid it ({name}).',
    },
    hiddenReason: {
      id: 'admin.moderation.hiddenReason',
      defaultMessage: '{hidden}: {reason}',
      description:
        'On a hidden comment: "Hidden" or "Hidden by …" ({hidden}) and the reason given ({reason}).',
    },
    actionFailed: {
      id: 'admin.moderation.actionFailed',
      defaultMessage: 'The action failed. Please try again.',
      description: 'When a moderation action failed without a message from the server.',
    },
  }),
};

/** The alert log (`/admin/alerts`): who was notified of what, when, by which channel, and what failed. */
export const ALERT_LOG_TEXTS = {
  channels: defineMessages({
    all: {
      id: 'admin.alerts.channels.all',
      defaultMessage: 'All channels',
      description: 'Alert log view: every channel.',
    },
    in_app: {
      id: 'admin.alerts.channels.inApp',
      defaultMessage: 'In-app',
      description: 'Channel of alerts shown inside the site.',
    },
    email: {
      id: 'admin.alerts.channels.email',
      defaultMessage: 'E-mail',
      description: 'Channel of alerts sent by e-mail.',
    },
    push: {
      id: 'admin.alerts.channels.push',
      defaultMessage: 'Push',
      description: 'Channel of alerts sent as push messages.',
    },
  }),
  states: defineMessages({
    queued: {
      id: 'admin.alerts.states.queued',
      defaultMessage: 'Queued',
      description: 'Delivery state: waiting to be sent.',
    },
    retrying: {
      id: 'admin.alerts.states.retrying',
      defaultMessage: 'Retrying',
      description: 'Delivery state: failed and will be tried again.',
    },
    sent: {
      id: 'admin.alerts.states.sent',
      defaultMessage: 'Sent',
      description: 'Delivery state: sent.',
    },
    failed: {
      id: 'admin.alerts.states.failed',
      defaultMessage: 'Failed',
      description: 'Delivery state: failed for good.',
    },
    gone: {
      id: 'admin.alerts.states.gone',
      defaultMessage: 'Gone',
      description: 'Delivery state: the push subscription no longer exists.',
    },
    read: {
      id: 'admin.alerts.states.read',
      defaultMessage: 'Read',
      description: 'Delivery state: an in-app notification that was read.',
    },
  }),
  ...defineMessages({
    title: {
      id: 'admin.alerts.title',
      defaultMessage: 'Alert log',
      description: 'Heading of the alert log.',
    },
    intro: {
      id: 'admin.alerts.intro',
      defaultMessage:
        'Every alert delivered or waiting: in-app notifications, e-mails and push messages, newest first, with what failed and why.',
      description: 'Introduction of the alert log.',
    },
    channelsLabel: {
      id: 'admin.alerts.channelsLabel',
      defaultMessage: 'Which channel',
      description: 'Name of the group of the alert log channel views.',
    },
    search: {
      id: 'admin.alerts.search',
      defaultMessage: 'Search',
      description: 'Label of the alert log search.',
    },
    searchPlaceholder: {
      id: 'admin.alerts.searchPlaceholder',
      defaultMessage: 'Name or e-mail',
      description: 'Placeholder of the alert log search (the recipient).',
    },
    state: {
      id: 'admin.alerts.state',
      defaultMessage: 'State',
      description: 'Label of the delivery state filter, and heading of the state column.',
    },
    anyState: {
      id: 'admin.alerts.anyState',
      defaultMessage: 'All states',
      description: 'Delivery state filter: any state.',
    },
    category: {
      id: 'admin.alerts.category',
      defaultMessage: 'Category',
      description: 'Label of the alert category filter.',
    },
    anyCategory: {
      id: 'admin.alerts.anyCategory',
      defaultMessage: 'All categories',
      description: 'Alert category filter: any category.',
    },
    from: {
      id: 'admin.alerts.from',
      defaultMessage: 'From',
      description: 'Label of the start date of the alert log range.',
    },
    to: {
      id: 'admin.alerts.to',
      defaultMessage: 'To',
      description: 'Label of the end date of the alert log range.',
    },
    filters: {
      id: 'admin.alerts.filters',
      defaultMessage: 'More filters',
      description: 'Heading (for screen readers) of the alert log filters.',
    },
    summaryTitle: {
      id: 'admin.alerts.summaryTitle',
      defaultMessage: 'Outboxes from {from} to {to}',
      description: 'Heading of the counts of the outboxes; {from} and {to} are dates.',
    },
    summaryCaption: {
      id: 'admin.alerts.summaryCaption',
      defaultMessage: 'Messages by channel and state',
      description: 'Caption of the table of the outboxes counts.',
    },
    attempts: {
      id: 'admin.alerts.attempts',
      defaultMessage: '{count, plural, one {# attempt} other {# attempts}}',
      description: 'How many times a delivery was tried.',
    },
    sentAt: {
      id: 'admin.alerts.sentAt',
      defaultMessage: 'Sent',
      description: 'Before the moment a delivery was sent.',
    },
    noAccount: {
      id: 'admin.alerts.noAccount',
      defaultMessage: 'No account',
      description: 'Recipient of an alert without an account (e.g. a contact form message).',
    },
    open: {
      id: 'admin.alerts.open',
      defaultMessage: 'Open the linked page',
      description: 'Tooltip of an alert title linking to its page.',
    },
    error: {
      id: 'admin.alerts.error',
      defaultMessage: 'Last error',
      description: 'Before the last error of a failed delivery.',
    },
    empty: {
      id: 'admin.alerts.empty',
      defaultMessage: 'No deliveries match these filters.',
      description: 'An alert log with no matches.',
    },
    loading: {
      id: 'admin.alerts.loading',
      defaultMessage: 'Loading the alert log…',
      description: 'While the alert log loads.',
    },
    loadError: {
      id: 'admin.alerts.loadError',
      defaultMessage: 'Failed to load the alert log. Please try again.',
      description: 'When the alert log could not be loaded.',
    },
  }),
};

/** Readable names of notification kinds and mail categories; an unknown one shows as it is stored. */
const ALERT_CATEGORY_LABELS: Record<NotificationKind | MailCategory, MessageDescriptor> = defineMessages({
  new_outbreak: {
    id: 'admin.alerts.categories.newOutbreak',
    defaultMessage: 'New outbreak',
    description: 'Alert category: a new outbreak was reported.',
  },
  status_change: {
    id: 'admin.alerts.categories.statusChange',
    defaultMessage: 'Status change',
    description: 'Alert category: an outbreak status changed.',
  },
  comment: {
    id: 'admin.alerts.categories.comment',
    defaultMessage: 'Comment',
    description: 'Alert category: a new comment.',
  },
  signal: {
    id: 'admin.alerts.categories.signal',
    defaultMessage: 'Signal',
    description: 'Alert category: a signal (an early warning).',
  },
  follow_summary: {
    id: 'admin.alerts.categories.followSummary',
    defaultMessage: 'Follow summary',
    description: 'Alert category: summary of followed outbreaks.',
  },
  export_ready: {
    id: 'admin.alerts.categories.exportReady',
    defaultMessage: 'Export ready',
    description: 'Alert category: a data export is ready.',
  },
  verification: {
    id: 'admin.alerts.categories.verification',
    defaultMessage: 'Address verification',
    description: 'E-mail category: e-mail address verification.',
  },
  password_reset: {
    id: 'admin.alerts.categories.passwordReset',
    defaultMessage: 'Password reset',
    description: 'E-mail category: password reset link.',
  },
  password_changed: {
    id: 'admin.alerts.categories.passwordChanged',
    defaultMessage: 'Password changed',
    description: 'E-mail category: the password was changed.',
  },
  unsubscribe: {
    id: 'admin.alerts.categories.unsubscribe',
    defaultMessage: 'Unsubscribe',
    description: 'E-mail category: confirmation of unsubscribing.',
  },
  contact: {
    id: 'admin.alerts.categories.contact',
    defaultMessage: 'Contact form',
    description: 'E-mail category: a contact form message.',
  },
  notification: {
    id: 'admin.alerts.categories.notification',
    defaultMessage: 'Notification e-mail',
    description: 'E-mail category: a notification sent by e-mail.',
  },
  digest: {
    id: 'admin.alerts.categories.digest',
    defaultMessage: 'Digest',
    description: 'E-mail category: a digest of several alerts.',
  },
});
export const ALERT_CATEGORIES = Object.keys(ALERT_CATEGORY_LABELS);
export const alertCategoryLabel = (
  t: (descriptor: MessageDescriptor) => string,
  category: string,
): string => {
  const label = (ALERT_CATEGORY_LABELS as Record<string, MessageDescriptor | undefined>)[category];
  return label ? t(label) : category;
};

export const EXCHANGE_TEXTS = {
  mapping: defineMessages({
    title: {
      id: 'admin.exchange.mapping.title',
      defaultMessage: 'Mapping',
      description: 'Heading of the DHIS2 mapping card.',
    },
    intro: {
      id: 'admin.exchange.mapping.intro',
      defaultMessage:
        'DHIS2 UIDs are 11 letters or digits, the first a letter. Only mapped countries and diseases are exported.',
      description: 'What a DHIS2 identifier (UID) looks like.',
    },
    dataSet: {
      id: 'admin.exchange.mapping.dataSet',
      defaultMessage: 'Data set UID',
      description: 'Label of the DHIS2 data set identifier.',
    },
    dataSetHint: {
      id: 'admin.exchange.mapping.dataSetHint',
      defaultMessage: 'Needed for ADX; optional for JSON.',
      description: 'Under the data set identifier.',
    },
    orgUnits: {
      id: 'admin.exchange.mapping.orgUnits',
      defaultMessage: 'Countries → organisation units',
      description: 'Legend of the country mappings (DHIS2 organisation units).',
    },
    dataElements: {
      id: 'admin.exchange.mapping.dataElements',
      defaultMessage: 'Diseases → data elements',
      description: 'Legend of the disease mappings (DHIS2 data elements).',
    },
    country: {
      id: 'admin.exchange.mapping.country',
      defaultMessage: 'Country',
      description: 'Kind of a mapping row: a country.',
    },
    chooseCountry: {
      id: 'admin.exchange.mapping.chooseCountry',
      defaultMessage: 'Choose a country',
      description: 'Empty choice of a country.',
    },
    orgUnit: {
      id: 'admin.exchange.mapping.orgUnit',
      defaultMessage: 'Organisation unit UID {n}',
      description: 'Label of the organisation unit identifier of row {n}.',
    },
    disease: {
      id: 'admin.exchange.mapping.disease',
      defaultMessage: 'Disease',
      description: 'Kind of a mapping row: a disease.',
    },
    chooseDisease: {
      id: 'admin.exchange.mapping.chooseDisease',
      defaultMessage: 'Choose a disease',
      description: 'Empty choice of a disease.',
    },
    cases: {
      id: 'admin.exchange.mapping.cases',
      defaultMessage: 'Cases data element UID {n}',
      description: 'Label of the cases data element identifier of row {n}.',
    },
    deaths: {
      id: 'admin.exchange.mapping.deaths',
      defaultMessage: 'Deaths data element UID {n} (optional)',
      description: 'Label of the deaths data element identifier of row {n}.',
    },
    combo: {
      id: 'admin.exchange.mapping.combo',
      defaultMessage: 'Category option combo UID {n} (optional)',
      description: 'Label of the category option combo identifier of row {n} (a DHIS2 term).',
    },
    addCountry: {
      id: 'admin.exchange.mapping.addCountry',
      defaultMessage: 'Add a country',
      description: 'Button adding a country row.',
    },
    addDisease: {
      id: 'admin.exchange.mapping.addDisease',
      defaultMessage: 'Add a disease',
      description: 'Button adding a disease row.',
    },
    remove: {
      id: 'admin.exchange.mapping.remove',
      defaultMessage: 'Remove',
      description: 'Button removing a mapping row.',
    },
    removeRow: {
      id: 'admin.exchange.mapping.removeRow',
      defaultMessage: 'Remove {row}',
      description: 'Accessible name of the Remove button; {row} names the row, e.g. "Country 2".',
    },
    rowName: {
      id: 'admin.exchange.mapping.rowName',
      defaultMessage: '{kind} {number}',
      description: 'Name of a mapping row: its kind ({kind}, "Country" or "Disease") and number.',
    },
    save: {
      id: 'admin.exchange.mapping.save',
      defaultMessage: 'Save the mapping',
      description: 'Button saving the mapping.',
    },
    saving: {
      id: 'admin.exchange.mapping.saving',
      defaultMessage: 'Saving…',
      description: 'The save button while saving.',
    },
    saved: {
      id: 'admin.exchange.mapping.saved',
      defaultMessage: 'The mapping is saved.',
      description: 'After the mapping was saved.',
    },
    saveError: {
      id: 'admin.exchange.mapping.saveError',
      defaultMessage: 'The mapping could not be saved.',
      description: 'When the mapping could not be saved.',
    },
    noneYet: {
      id: 'admin.exchange.mapping.noneYet',
      defaultMessage: 'None mapped yet.',
      description: 'A mapping list without rows.',
    },
    downloadFile: {
      id: 'admin.exchange.mapping.downloadFile',
      defaultMessage: 'Download the mapping file',
      description: 'Button downloading the mapping as a file.',
    },
    uploadFile: {
      id: 'admin.exchange.mapping.uploadFile',
      defaultMessage: 'Upload a mapping file (JSON)',
      description: 'Button uploading a mapping file.',
    },
    uploadInvalid: {
      id: 'admin.exchange.mapping.uploadInvalid',
      defaultMessage: 'That file is not a mapping in JSON.',
      description: 'An uploaded file that is not a JSON mapping.',
    },
    loading: {
      id: 'admin.exchange.mapping.loading',
      defaultMessage: 'Loading the mapping…',
      description: 'While the mapping loads.',
    },
    loadError: {
      id: 'admin.exchange.mapping.loadError',
      defaultMessage: 'The mapping could not be loaded.',
      description: 'When the mapping could not be loaded.',
    },
  }),
  download: {
    formats: defineMessages({
      json: {
        id: 'admin.exchange.download.formats.json',
        defaultMessage: 'dataValueSets JSON',
        description: 'File format (DHIS2 names; keep as is).',
      },
      adx: {
        id: 'admin.exchange.download.formats.adx',
        defaultMessage: 'ADX (XML)',
        description: 'File format (keep as is).',
      },
    }),
    missing: defineMessages({
      country: {
        id: 'admin.exchange.download.missing.country',
        defaultMessage: 'country not mapped',
        description: 'Why a pair was left out: its country has no organisation unit.',
      },
      disease: {
        id: 'admin.exchange.download.missing.disease',
        defaultMessage: 'disease not mapped',
        description: 'Why a pair was left out: its disease has no data element.',
      },
    }),
    ...defineMessages({
      title: {
        id: 'admin.exchange.download.title',
        defaultMessage: 'Download weekly counts',
        description: 'Heading of the download card.',
      },
      intro: {
        id: 'admin.exchange.download.intro',
        defaultMessage:
          'One ISO week, or a range of weeks (one group per week). Zero counts are left out, as DHIS2 stores no zeros unless a data element says so.',
        description: 'Introduction of the download card.',
      },
      from: {
        id: 'admin.exchange.download.from',
        defaultMessage: 'Week',
        description: 'Label of the (first) ISO week.',
      },
      to: {
        id: 'admin.exchange.download.to',
        defaultMessage: 'To week (optional)',
        description: 'Label of the last week of a range.',
      },
      format: {
        id: 'admin.exchange.download.format',
        defaultMessage: 'Format',
        description: 'Label of the file format choice.',
      },
      status: {
        id: 'admin.exchange.download.status',
        defaultMessage: 'Status',
        description: 'Label of the outbreak status filter.',
      },
      anyStatus: {
        id: 'admin.exchange.download.anyStatus',
        defaultMessage: 'All statuses',
        description: 'Outbreak status filter: any status.',
      },
      submit: {
        id: 'admin.exchange.download.submit',
        defaultMessage: 'Download',
        description: 'Button downloading the file.',
      },
      downloading: {
        id: 'admin.exchange.download.downloading',
        defaultMessage: 'Downloading…',
        description: 'The Download button while downloading.',
      },
      chooseWeek: {
        id: 'admin.exchange.download.chooseWeek',
        defaultMessage: 'Choose a week to see what the file holds.',
        description: 'Before a week is chosen.',
      },
      values: {
        id: 'admin.exchange.download.values',
        defaultMessage:
          '{values, plural, one {# value} other {# values}} in {periods, plural, one {# week} other {# weeks}}.',
        description: 'How many data values the file holds, over how many weeks.',
      },
      unmappedTitle: {
        id: 'admin.exchange.download.unmappedTitle',
        defaultMessage: 'Left out for want of a mapping',
        description: 'Heading of the counts left out of the file because a country or disease is not mapped.',
      },
      unmappedNone: {
        id: 'admin.exchange.download.unmappedNone',
        defaultMessage: 'Nothing was left out.',
        description: 'When nothing was left out.',
      },
      unmappedRow: {
        id: 'admin.exchange.download.unmappedRow',
        defaultMessage: '{country} × {disease}: {cases} cases, {deaths} deaths',
        description: 'One left-out pair: country, disease and their counts.',
      },
      error: {
        id: 'admin.exchange.download.error',
        defaultMessage: 'The file could not be downloaded.',
        description: 'When the file could not be downloaded.',
      },
    }),
  },
  ...defineMessages({
    title: {
      id: 'admin.exchange.title',
      defaultMessage: 'DHIS2 exchange',
      description: 'Heading of the DHIS2 exchange page. DHIS2 is a product name.',
    },
    intro: {
      id: 'admin.exchange.intro',
      defaultMessage:
        'Weekly cases and deaths per country and disease for a DHIS2 instance: map countries to organisation units and diseases to data elements, then download a dataValueSets JSON or an ADX file to import there.',
      description:
        'Introduction of the DHIS2 exchange page. Keep DHIS2, dataValueSets, JSON and ADX as they are; "organisation units" and "data elements" are DHIS2 terms.',
    },
  }),
};

/** The imports (`/admin/imports` and an import's page): outbreak lists uploaded as CSV or XLSX. */
export const IMPORT_TEXTS = {
  ...defineMessages({
    title: {
      id: 'admin.imports.title',
      defaultMessage: 'Imports',
      description: 'Heading of the imports page (outbreak lists uploaded as files).',
    },
    intro: {
      id: 'admin.imports.intro',
      defaultMessage:
        'Outbreak lists uploaded as CSV or XLSX files: map the columns, check the whole file, then import it. Newest first.',
      description: 'Under the heading of the imports page. Keep CSV and XLSX.',
    },
    upload: {
      id: 'admin.imports.upload',
      defaultMessage: 'Import a file',
      description: 'Label of the file chooser that uploads a file to import.',
    },
    uploadHint: {
      id: 'admin.imports.uploadHint',
      defaultMessage: 'A CSV or XLSX file of up to {size} MB.',
      description: 'Under the file chooser. {size} is the largest size in megabytes, e.g. 50.',
    },
    uploading: {
      id: 'admin.imports.uploading',
      defaultMessage: 'Uploading…',
      description: 'While the chosen file is sent.',
    },
    uploadWrongType: {
      id: 'admin.imports.uploadWrongType',
      defaultMessage: 'Choose a CSV or XLSX file.',
      description: 'Error: the chosen file is of another kind.',
    },
    uploadTooLarge: {
      id: 'admin.imports.uploadTooLarge',
      defaultMessage: 'The file is larger than {size} MB.',
      description: 'Error: the chosen file is too large. {size} is the limit in megabytes.',
    },
    uploadFailed: {
      id: 'admin.imports.uploadFailed',
      defaultMessage: 'The file could not be uploaded. Please try again.',
      description: 'Error when the upload failed without a message from the server.',
    },
    by: {
      id: 'admin.imports.by',
      defaultMessage: 'by {name}',
      description: 'On an import in the list: who uploaded it. {name} is the person’s name.',
    },
    byNobody: {
      id: 'admin.imports.byNobody',
      defaultMessage: 'by a deleted account',
      description: 'On an import in the list whose uploader’s account was deleted.',
    },
    rows: {
      id: 'admin.imports.rows',
      defaultMessage: '{count, plural, one {# row} other {# rows}}',
      description: 'How many rows a file has.',
    },
    imports: {
      id: 'admin.imports.imports',
      defaultMessage: '{count, plural, one {# import} other {# imports}}',
      description: 'Pager under the list of imports: how many there are.',
    },
    empty: {
      id: 'admin.imports.empty',
      defaultMessage: 'No file has been imported yet.',
      description: 'The imports list when empty.',
    },
    loading: {
      id: 'admin.imports.loading',
      defaultMessage: 'Loading the imports…',
      description: 'While the imports list loads.',
    },
    loadError: {
      id: 'admin.imports.loadError',
      defaultMessage: 'Failed to load the imports. Please try again.',
      description: 'Error when the imports list could not be loaded.',
    },
    backToList: {
      id: 'admin.imports.backToList',
      defaultMessage: 'Back to the imports',
      description: 'Link from an import’s page back to the list.',
    },
    loadingJob: {
      id: 'admin.imports.loadingJob',
      defaultMessage: 'Loading the import…',
      description: 'While an import’s page loads.',
    },
    loadJobError: {
      id: 'admin.imports.loadJobError',
      defaultMessage: 'Failed to load the import. Please try again.',
      description: 'Error when an import could not be loaded.',
    },
    jobTitle: {
      id: 'admin.imports.jobTitle',
      defaultMessage: 'Import of {filename}',
      description: 'Heading of an import’s page. {filename} is the uploaded file’s name.',
    },
    jobIntro: {
      id: 'admin.imports.jobIntro',
      defaultMessage: '{count, plural, one {# row} other {# rows}} · {size}',
      description:
        'Under the heading of an import’s page: the file’s rows and size, e.g. “30 rows · 1.2 KB”.',
    },
    sizeBytes: {
      id: 'admin.imports.size.bytes',
      defaultMessage: '{size} B',
      description: 'A file size in bytes.',
    },
    sizeKilobytes: {
      id: 'admin.imports.size.kilobytes',
      defaultMessage: '{size} KB',
      description: 'A file size in kilobytes, e.g. “1.2 KB”.',
    },
    sizeMegabytes: {
      id: 'admin.imports.size.megabytes',
      defaultMessage: '{size} MB',
      description: 'A file size in megabytes.',
    },
    stepsLabel: {
      id: 'admin.imports.stepsLabel',
      defaultMessage: 'Steps',
      description: 'Screen-reader name of the list of an import’s three steps.',
    },
    step: {
      id: 'admin.imports.step',
      defaultMessage: '{number}. {title}',
      description: 'A step of an import, numbered: “1. Map columns”.',
    },
    fieldsLegend: {
      id: 'admin.imports.fieldsLegend',
      defaultMessage: 'Which column holds each field',
      description: 'Heading of the choices of the file’s column for each field.',
    },
    requiredField: {
      id: 'admin.imports.requiredField',
      defaultMessage: '{field} (required)',
      description: 'Label of a field the file must have a column for. {field} is the field’s name.',
    },
    notInFile: {
      id: 'admin.imports.notInFile',
      defaultMessage: 'Not in the file',
      description: 'The choice of no column for a field.',
    },
    dateFormat: {
      id: 'admin.imports.dateFormat',
      defaultMessage: 'Date format',
      description: 'Heading of the choice of how the file writes dates.',
    },
    dateExample: {
      id: 'admin.imports.dateExample',
      defaultMessage: "The file's first date: {value}",
      description: 'Under “Date format”: the first date in the file, as written.',
    },
    readsAs: {
      id: 'admin.imports.readsAs',
      defaultMessage: '{format} (reads as {date})',
      description:
        'A date format with how the file’s first date reads with it, e.g. “Day/Month/Year (reads as 2026-04-03)”. {date} is written YYYY-MM-DD.',
    },
    defaultStatus: {
      id: 'admin.imports.defaultStatus',
      defaultMessage: 'Status of rows without one',
      description: 'Label of the status given to rows that have none.',
    },
    confirm: {
      id: 'admin.imports.confirm',
      defaultMessage: 'Store as confirmed',
      description: 'Checkbox: the imported reports count as verified.',
    },
    confirmHint: {
      id: 'admin.imports.confirmHint',
      defaultMessage:
        'The reports count as checked by the verification team (you). Leave it off to let them wait in the verification queue.',
      description: 'Under “Store as confirmed”.',
    },
    sampleTitle: {
      id: 'admin.imports.sampleTitle',
      defaultMessage: "The file's first rows",
      description: 'Heading of the table of the file’s first rows as written.',
    },
    savedMappings: {
      id: 'admin.imports.savedMappings',
      defaultMessage: 'Saved mappings',
      description: 'Heading of the saved mappings (which column holds each field), kept for reuse.',
    },
    useSaved: {
      id: 'admin.imports.useSaved',
      defaultMessage: 'Use a saved mapping',
      description: 'Label of the choice of a saved mapping.',
    },
    chooseSaved: {
      id: 'admin.imports.chooseSaved',
      defaultMessage: 'Choose…',
      description: 'The empty choice of a saved mapping.',
    },
    savedUsed: {
      id: 'admin.imports.savedUsed',
      defaultMessage: 'The mapping "{name}" is in use. Check the file again.',
      description: 'After choosing a saved mapping. {name} is its name.',
    },
    saveAs: {
      id: 'admin.imports.saveAs',
      defaultMessage: 'Save this mapping as…',
      description: 'Label of the name field to save the mapping under.',
    },
    save: {
      id: 'admin.imports.save',
      defaultMessage: 'Save mapping',
      description: 'Button that saves the mapping.',
    },
    saved: {
      id: 'admin.imports.saved',
      defaultMessage: 'Mapping "{name}" saved.',
      description: 'After saving a mapping. {name} is its name.',
    },
    saveFailed: {
      id: 'admin.imports.saveFailed',
      defaultMessage: 'The mapping could not be saved. Please try again.',
      description: 'Error when saving a mapping failed.',
    },
    deleteMapping: {
      id: 'admin.imports.deleteMapping',
      defaultMessage: 'Delete',
      description: 'Button that deletes the chosen saved mapping.',
    },
    deleteMappingLabel: {
      id: 'admin.imports.deleteMappingLabel',
      defaultMessage: 'Delete the saved mapping "{name}"',
      description: 'Screen-reader name of the Delete button. {name} is the mapping’s name.',
    },
    deleteMappingTitle: {
      id: 'admin.imports.deleteMappingTitle',
      defaultMessage: 'Delete saved mapping',
      description: 'Title of the dialog that deletes a saved mapping.',
    },
    deleteMappingQuestion: {
      id: 'admin.imports.deleteMappingQuestion',
      defaultMessage:
        'Delete the saved mapping "{name}"? Imports that used it keep their own copy, and the columns chosen on this page stay as they are.',
      description: 'Question of the dialog that deletes a saved mapping.',
    },
    deleteMappingConfirm: {
      id: 'admin.imports.deleteMappingConfirm',
      defaultMessage: 'Delete mapping',
      description: 'Confirm button of the dialog that deletes a saved mapping.',
    },
    deletingMapping: {
      id: 'admin.imports.deletingMapping',
      defaultMessage: 'Deleting…',
      description: 'While a saved mapping is deleted.',
    },
    deletedMapping: {
      id: 'admin.imports.deletedMapping',
      defaultMessage: 'Mapping "{name}" deleted.',
      description: 'After deleting a saved mapping.',
    },
    deleteMappingFailed: {
      id: 'admin.imports.deleteMappingFailed',
      defaultMessage: 'The mapping could not be deleted. Please try again.',
      description: 'Error when deleting a saved mapping failed.',
    },
    check: {
      id: 'admin.imports.check',
      defaultMessage: 'Check the whole file',
      description: 'Button that checks every row of the file without storing anything (dry run).',
    },
    checking: {
      id: 'admin.imports.checking',
      defaultMessage: 'Checking…',
      description: 'While the file is checked.',
    },
    checkFailed: {
      id: 'admin.imports.checkFailed',
      defaultMessage: 'The file could not be checked. Please try again.',
      description: 'Error when the check failed without a message from the server.',
    },
    checkAgain: {
      id: 'admin.imports.checkAgain',
      defaultMessage: 'The mapping changed since the last check: check the file again before importing.',
      description: 'When the mapping was changed after the check.',
    },
    checkWords: {
      id: 'admin.imports.checkWords',
      defaultMessage:
        'Of {total, plural, one {# row} other {# rows}}, {added, number} would be added, {updated, number} updated, {duplicates, number} skipped as duplicates and {refused, number} refused.',
      description: 'The check’s outcome in a sentence.',
    },
    refusalsTitle: {
      id: 'admin.imports.refusalsTitle',
      defaultMessage: 'Refused rows',
      description: 'Heading of the table of refused rows and why.',
    },
    refusalsShown: {
      id: 'admin.imports.refusalsShown',
      defaultMessage: 'The first {shown, number} of {total, number} refusals.',
      description: 'When only the first refusals are listed (the rest are in the downloadable file).',
    },
    wholeRow: {
      id: 'admin.imports.wholeRow',
      defaultMessage: 'Whole row',
      description: 'In the Column column: the refusal is about the whole row.',
    },
    downloadRefusals: {
      id: 'admin.imports.downloadRefusals',
      defaultMessage: 'Download all refusals (CSV)',
      description: 'Button that downloads every refusal as a CSV file.',
    },
    downloadFailed: {
      id: 'admin.imports.downloadFailed',
      defaultMessage: 'The refusals could not be downloaded. Please try again.',
      description: 'Error when the download failed.',
    },
    previewTitle: {
      id: 'admin.imports.previewTitle',
      defaultMessage: 'The first rows as they would be stored',
      description: 'Heading of the table of the first rows as reports.',
    },
    refusedSeeList: {
      id: 'admin.imports.refusedSeeList',
      defaultMessage: 'Refused: its reasons are in the file of all refusals.',
      description: 'In the preview, for a refused row whose reasons are not among those listed.',
    },
    unmatchedTitle: {
      id: 'admin.imports.unmatchedTitle',
      defaultMessage: 'Names not found',
      description: 'Heading of the country and disease names in the file that match none known.',
    },
    unmatchedIntro: {
      id: 'admin.imports.unmatchedIntro',
      defaultMessage: 'Match each to a known country or disease, then check the file again.',
      description: 'Under “Names not found”.',
    },
    unmatchedCountry: {
      id: 'admin.imports.unmatchedCountry',
      defaultMessage: 'Country "{text}" means',
      description:
        'Label of the choice of the country a name in the file means. {text} is the name as written.',
    },
    unmatchedDisease: {
      id: 'admin.imports.unmatchedDisease',
      defaultMessage: 'Disease "{text}" means',
      description:
        'Label of the choice of the disease a name in the file means. {text} is the name as written.',
    },
    noMatch: {
      id: 'admin.imports.noMatch',
      defaultMessage: 'No match (refuse its rows)',
      description: 'The choice of no country or disease for a name not found.',
    },
    columnsUsed: {
      id: 'admin.imports.columnsUsed',
      defaultMessage: '{count, plural, one {# column used} other {# columns used}}',
      description: 'How many of the file’s columns the mapping reads.',
    },
    columnsLeftOut: {
      id: 'admin.imports.columnsLeftOut',
      defaultMessage: '{used}; left out: {ignored}',
      description:
        'The columns used, and the headers of those left out. {used} is “3 columns used”; {ignored} lists headers.',
    },
    run: {
      id: 'admin.imports.run',
      defaultMessage: 'Import {count, plural, one {# row} other {# rows}}',
      description: 'Button that starts the import.',
    },
    starting: {
      id: 'admin.imports.starting',
      defaultMessage: 'Starting…',
      description: 'While the import starts.',
    },
    runHint: {
      id: 'admin.imports.runHint',
      defaultMessage: 'Check the whole file first.',
      description: 'Under the disabled Import button.',
    },
    runFailed: {
      id: 'admin.imports.runFailed',
      defaultMessage: 'The import could not be started. Please try again.',
      description: 'Error when the import could not start.',
    },
    progressLabel: {
      id: 'admin.imports.progressLabel',
      defaultMessage: 'Import progress',
      description: 'Screen-reader name of the progress bar.',
    },
    progress: {
      id: 'admin.imports.progress',
      defaultMessage: '{done, number} of {total, plural, one {# row} other {# rows}}',
      description: 'Progress of a running import, e.g. “120 of 1,176 rows”.',
    },
    cancel: {
      id: 'admin.imports.cancel',
      defaultMessage: 'Cancel the import',
      description: 'Button that stops a running import.',
    },
    cancelTitle: {
      id: 'admin.imports.cancelTitle',
      defaultMessage: 'Cancel the import?',
      description: 'Title of the dialog that stops a running import.',
    },
    cancelQuestion: {
      id: 'admin.imports.cancelQuestion',
      defaultMessage: 'Rows imported so far stay until you undo the import.',
      description: 'Text of the dialog that stops a running import.',
    },
    cancelConfirm: {
      id: 'admin.imports.cancelConfirm',
      defaultMessage: 'Cancel the import',
      description: 'Confirm button of the dialog that stops a running import.',
    },
    cancelling: {
      id: 'admin.imports.cancelling',
      defaultMessage: 'Cancelling…',
      description: 'While the import is stopped.',
    },
    cancelFailed: {
      id: 'admin.imports.cancelFailed',
      defaultMessage: 'The import could not be cancelled. Please try again.',
      description: 'Error when the import could not be stopped.',
    },
    resultAdded: {
      id: 'admin.imports.result.added',
      defaultMessage: '{count, number} added',
      description: 'Part of an import’s result: reports added.',
    },
    resultUpdated: {
      id: 'admin.imports.result.updated',
      defaultMessage: '{count, number} updated',
      description: 'Part of an import’s result: reports updated.',
    },
    resultRefused: {
      id: 'admin.imports.result.refused',
      defaultMessage: '{count, number} refused',
      description: 'Part of an import’s result: rows refused.',
    },
    resultDuplicates: {
      id: 'admin.imports.result.duplicates',
      defaultMessage: '{count, number} skipped as duplicates',
      description: 'Part of an import’s result: rows skipped as duplicates.',
    },
    cancelled: {
      id: 'admin.imports.cancelled',
      defaultMessage: 'The import was cancelled.',
      description: 'Under a cancelled import.',
    },
    undoneSentence: {
      id: 'admin.imports.undoneSentence',
      defaultMessage: 'The import was undone: the reports it added are removed.',
      description: 'Under an undone import.',
    },
    failed: {
      id: 'admin.imports.failed',
      defaultMessage: 'The import failed',
      description: 'Title of the error of a failed import.',
    },
    seeReports: {
      id: 'admin.imports.seeReports',
      defaultMessage: 'See its reports in the reports list',
      description: 'Link to the reports list narrowed to the import’s reports.',
    },
    itsReports: {
      id: 'admin.imports.itsReports',
      defaultMessage: '{count, plural, one {Its report} other {Its # reports}}',
      description: 'Link from an import in the list to the reports it added.',
    },
    openMap: {
      id: 'admin.imports.openMap',
      defaultMessage: 'Open the map',
      description: 'Link to the world map.',
    },
    undo: {
      id: 'admin.imports.undo',
      defaultMessage: 'Undo the import',
      description: 'Button that removes every report the import added.',
    },
    undoTitle: {
      id: 'admin.imports.undoTitle',
      defaultMessage: 'Undo the import?',
      description: 'Title of the dialog that undoes an import.',
    },
    undoQuestion: {
      id: 'admin.imports.undoQuestion',
      defaultMessage:
        '{count, plural, one {The report it added is} other {The # reports it added are}} removed from every list, map and feed.',
      description: 'Text of the dialog that undoes an import.',
    },
    undoConfirm: {
      id: 'admin.imports.undoConfirm',
      defaultMessage: 'Undo the import',
      description: 'Confirm button of the dialog that undoes an import.',
    },
    undoing: {
      id: 'admin.imports.undoing',
      defaultMessage: 'Undoing…',
      description: 'While the import is undone.',
    },
    undoFailed: {
      id: 'admin.imports.undoFailed',
      defaultMessage: 'The import could not be undone. Please try again.',
      description: 'Error when the undo failed.',
    },
  }),
  states: defineMessages({
    uploaded: {
      id: 'admin.imports.state.uploaded',
      defaultMessage: 'Uploaded',
      description: 'The state of an import, on its badge.',
    },
    checked: {
      id: 'admin.imports.state.checked',
      defaultMessage: 'Checked',
      description: 'The state of an import, on its badge.',
    },
    running: {
      id: 'admin.imports.state.running',
      defaultMessage: 'Running',
      description: 'The state of an import, on its badge.',
    },
    done: {
      id: 'admin.imports.state.done',
      defaultMessage: 'Done',
      description: 'The state of an import, on its badge.',
    },
    failed: {
      id: 'admin.imports.state.failed',
      defaultMessage: 'Failed',
      description: 'The state of an import, on its badge.',
    },
    cancelled: {
      id: 'admin.imports.state.cancelled',
      defaultMessage: 'Cancelled',
      description: 'The state of an import, on its badge.',
    },
    undone: {
      id: 'admin.imports.state.undone',
      defaultMessage: 'Undone',
      description: 'The state of an import, on its badge.',
    },
  }),
  steps: defineMessages({
    map: {
      id: 'admin.imports.steps.map',
      defaultMessage: 'Map columns',
      description: 'The name of a step of an import.',
    },
    check: {
      id: 'admin.imports.steps.check',
      defaultMessage: 'Check (dry run)',
      description: 'The name of a step of an import.',
    },
    run: {
      id: 'admin.imports.steps.run',
      defaultMessage: 'Run',
      description: 'The name of a step of an import.',
    },
  }),
  dateFormats: defineMessages({
    iso: {
      id: 'admin.imports.dateFormats.iso',
      defaultMessage: 'ISO (YYYY-MM-DD)',
      description: 'A way a file writes dates.',
    },
    dmy: {
      id: 'admin.imports.dateFormats.dmy',
      defaultMessage: 'Day/Month/Year',
      description: 'A way a file writes dates.',
    },
    mdy: {
      id: 'admin.imports.dateFormats.mdy',
      defaultMessage: 'Month/Day/Year',
      description: 'A way a file writes dates.',
    },
  }),
  counts: defineMessages({
    added: {
      id: 'admin.imports.counts.added',
      defaultMessage: 'Would add',
      description: 'A count of the check’s outcome, what the import would do with the rows.',
    },
    updated: {
      id: 'admin.imports.counts.updated',
      defaultMessage: 'Would update',
      description: 'A count of the check’s outcome, what the import would do with the rows.',
    },
    duplicates: {
      id: 'admin.imports.counts.duplicates',
      defaultMessage: 'Duplicates to skip',
      description: 'A count of the check’s outcome, what the import would do with the rows.',
    },
    refused: {
      id: 'admin.imports.counts.refused',
      defaultMessage: 'Would refuse',
      description: 'A count of the check’s outcome, what the import would do with the rows.',
    },
  }),
  refusalColumns: defineMessages({
    row: {
      id: 'admin.imports.refusalColumns.row',
      defaultMessage: 'Row',
      description: 'Column of the table of refused rows.',
    },
    column: {
      id: 'admin.imports.refusalColumns.column',
      defaultMessage: 'Column',
      description: 'Column of the table of refused rows.',
    },
    reason: {
      id: 'admin.imports.refusalColumns.reason',
      defaultMessage: 'Reason',
      description: 'Column of the table of refused rows.',
    },
  }),
  previewColumns: defineMessages({
    row: {
      id: 'admin.imports.previewColumns.row',
      defaultMessage: 'Row',
      description: 'Column of the table of the first rows as they would be stored.',
    },
    action: {
      id: 'admin.imports.previewColumns.action',
      defaultMessage: 'Action',
      description: 'Column of the table of the first rows as they would be stored.',
    },
    date: {
      id: 'admin.imports.previewColumns.date',
      defaultMessage: 'Date',
      description: 'Column of the table of the first rows as they would be stored.',
    },
    place: {
      id: 'admin.imports.previewColumns.place',
      defaultMessage: 'Place',
      description: 'Column of the table of the first rows as they would be stored.',
    },
    disease: {
      id: 'admin.imports.previewColumns.disease',
      defaultMessage: 'Disease',
      description: 'Column of the table of the first rows as they would be stored.',
    },
    status: {
      id: 'admin.imports.previewColumns.status',
      defaultMessage: 'Status',
      description: 'Column of the table of the first rows as they would be stored.',
    },
    cases: {
      id: 'admin.imports.previewColumns.cases',
      defaultMessage: 'Cases',
      description: 'Column of the table of the first rows as they would be stored.',
    },
    deaths: {
      id: 'admin.imports.previewColumns.deaths',
      defaultMessage: 'Deaths',
      description: 'Column of the table of the first rows as they would be stored.',
    },
  }),
  actions: defineMessages({
    add: {
      id: 'admin.imports.actions.add',
      defaultMessage: 'Add',
      description: 'What the import would do with a row, in the preview.',
    },
    update: {
      id: 'admin.imports.actions.update',
      defaultMessage: 'Update',
      description: 'What the import would do with a row, in the preview.',
    },
    duplicate: {
      id: 'admin.imports.actions.duplicate',
      defaultMessage: 'Skip (duplicate)',
      description: 'What the import would do with a row, in the preview.',
    },
    refuse: {
      id: 'admin.imports.actions.refuse',
      defaultMessage: 'Refuse',
      description: 'What the import would do with a row, in the preview.',
    },
  }),
};
