import type { MetadataItem, MetadataKind } from '@outbreak-watch/domain';
import { useState } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { ButtonLink, buttonClasses } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { formatMediumDate } from '../../../lib/format';
import { useMetadataItems } from '../api/admin-reference-api';
import { useAdminErrors } from '../admin-errors';
import { COMMON_TEXTS, REFERENCE_TEXTS as texts } from '../admin-texts';
import { AdminTable, TD_CLASSES, TH_CLASSES } from '../components/admin-table';
import { AdminPageTitle, LoadError } from '../components/admin-page';
import { useModalTarget } from '../components/use-modal-target';
import { DeleteReferenceDialog, type DeleteTarget } from './delete-reference-dialog';
import { REFERENCE_PATHS } from './reference-paths';
import { useReferenceText } from './use-reference-text';

const typeBadge = {
  custom:
    'bg-violet-50 text-violet-800 ring-violet-600/30 dark:bg-violet-950/60 dark:text-violet-200 dark:ring-violet-400/40',
  system:
    'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600',
};

function TypeBadge({ isCustom }: { isCustom: boolean }) {
  const { formatMessage: t } = useIntl();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        isCustom ? typeBadge.custom : typeBadge.system
      }`}
    >
      {t(isCustom ? texts.custom : texts.system)}
    </span>
  );
}

function ReferenceRows({
  kind,
  items,
  onDelete,
}: {
  kind: MetadataKind;
  items: MetadataItem[];
  onDelete: (item: MetadataItem) => void;
}) {
  const { formatMessage: t } = useIntl();
  const rt = useReferenceText(kind);
  return (
    <AdminTable
      caption={rt(texts.listTitle)}
      head={
        <tr>
          <th scope="col" className={TH_CLASSES}>
            {t(COMMON_TEXTS.id)}
          </th>
          <th scope="col" className={TH_CLASSES}>
            {t(texts.columnName)}
          </th>
          <th scope="col" className={TH_CLASSES}>
            {t(texts.columnType)}
          </th>
          <th scope="col" className={TH_CLASSES}>
            {t(COMMON_TEXTS.createdAt)}
          </th>
          <th scope="col" className={TH_CLASSES}>
            {t(COMMON_TEXTS.actions)}
          </th>
        </tr>
      }
    >
      {items.map((item) => (
        <tr key={item.id}>
          <td className={`${TD_CLASSES} tabular-nums`}>{item.id}</td>
          <td className={`${TD_CLASSES} font-medium text-slate-950 dark:text-white`}>{item.name}</td>
          <td className={TD_CLASSES}>
            <TypeBadge isCustom={item.is_custom} />
          </td>
          <td className={`${TD_CLASSES} whitespace-nowrap`}>{formatMediumDate(item.created_at)}</td>
          <td className={TD_CLASSES}>
            <div className="flex gap-2">
              <Link
                to={REFERENCE_PATHS[kind].edit(item.id)}
                aria-label={rt(texts.editEntry, { name: item.name })}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                {t(texts.edit)}
              </Link>
              <button
                type="button"
                aria-label={rt(texts.deleteEntry, { name: item.name })}
                onClick={() => onDelete(item)}
                className={buttonClasses({
                  variant: 'secondary',
                  size: 'sm',
                  className: 'text-red-700! dark:text-red-300!',
                })}
              >
                {t(texts.delete)}
              </button>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function ReferenceList({ kind }: { kind: MetadataKind }) {
  const rt = useReferenceText(kind);
  const { formatAdminError } = useAdminErrors();
  const items = useMetadataItems(kind);
  const dialog = useModalTarget<DeleteTarget>();
  const [deletedName, setDeletedName] = useState<string | null>(null);

  return (
    <div className="mx-auto w-full max-w-[1200px]">
      <AdminPageTitle
        title={rt(texts.listTitle)}
        intro={rt(texts.listIntro)}
        actions={<ButtonLink to={REFERENCE_PATHS[kind].create}>{rt(texts.createAction)}</ButtonLink>}
      />
      <div role="status" className="mb-4 empty:hidden">
        {deletedName !== null && <Alert tone="success">{rt(texts.deleted, { name: deletedName })}</Alert>}
      </div>
      {items.isPending ? (
        <Spinner label={rt(texts.loading)} className="py-16" />
      ) : items.isError ? (
        <LoadError
          message={formatAdminError(texts.loadFailed, items.error, { kind })}
          onRetry={() => void items.refetch()}
        />
      ) : items.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 px-5 py-10 text-center dark:border-slate-700">
          <p className="text-slate-800 dark:text-slate-200">{rt(texts.empty)}</p>
          <Link
            to={REFERENCE_PATHS[kind].create}
            className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {rt(texts.createFirst)}
          </Link>
        </div>
      ) : (
        <ReferenceRows
          kind={kind}
          items={items.data}
          onDelete={(item) => {
            setDeletedName(null);
            dialog.open(item);
          }}
        />
      )}
      <DeleteReferenceDialog
        kind={kind}
        target={dialog.target}
        open={dialog.isOpen}
        onClose={dialog.close}
        onDeleted={(item) => setDeletedName(item.name)}
      />
    </div>
  );
}

/**
 * `/admin/titles`, `/admin/affiliations` and `/admin/qualifications` (spec §2): the list with its
 * Type, creation date, edit links and delete confirmations. Keyed by kind, so moving from one list to
 * another never carries a dialog over.
 */
export function ReferenceListPage({ kind }: { kind: MetadataKind }) {
  return <ReferenceList key={kind} kind={kind} />;
}

export function TitlesPage() {
  return <ReferenceListPage kind="title" />;
}

export function AffiliationsPage() {
  return <ReferenceListPage kind="affiliation" />;
}

export function QualificationsPage() {
  return <ReferenceListPage kind="qualification" />;
}
