import type { MetadataItem, MetadataKind } from '@outbreak-watch/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { ButtonLink, buttonClasses } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { formatMediumDate } from '../../../lib/format';
import { useMetadataItems } from '../api/admin-reference-api';
import { formatAdminError } from '../admin-errors';
import { COMMON_TEXTS, referenceTexts, type ReferenceTexts } from '../admin-texts';
import { AdminTable, TD_CLASSES, TH_CLASSES } from '../components/admin-table';
import { AdminPageTitle, LoadError } from '../components/admin-page';
import { useModalTarget } from '../components/use-modal-target';
import { DeleteReferenceDialog, type DeleteTarget } from './delete-reference-dialog';
import { REFERENCE_PATHS } from './reference-paths';

const typeBadge = {
  custom:
    'bg-violet-50 text-violet-800 ring-violet-600/30 dark:bg-violet-950/60 dark:text-violet-200 dark:ring-violet-400/40',
  system:
    'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600',
};

function TypeBadge({ isCustom, texts }: { isCustom: boolean; texts: ReferenceTexts }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        isCustom ? typeBadge.custom : typeBadge.system
      }`}
    >
      {isCustom ? texts.custom : texts.system}
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
  const texts = referenceTexts(kind);
  return (
    <AdminTable
      caption={texts.listTitle}
      head={
        <tr>
          <th scope="col" className={TH_CLASSES}>
            {COMMON_TEXTS.id}
          </th>
          <th scope="col" className={TH_CLASSES}>
            {texts.columns.name}
          </th>
          <th scope="col" className={TH_CLASSES}>
            {texts.columns.type}
          </th>
          <th scope="col" className={TH_CLASSES}>
            {COMMON_TEXTS.createdAt}
          </th>
          <th scope="col" className={TH_CLASSES}>
            {COMMON_TEXTS.actions}
          </th>
        </tr>
      }
    >
      {items.map((item) => (
        <tr key={item.id}>
          <td className={`${TD_CLASSES} tabular-nums`}>{item.id}</td>
          <td className={`${TD_CLASSES} font-medium text-slate-950 dark:text-white`}>{item.name}</td>
          <td className={TD_CLASSES}>
            <TypeBadge isCustom={item.is_custom} texts={texts} />
          </td>
          <td className={`${TD_CLASSES} whitespace-nowrap`}>{formatMediumDate(item.created_at)}</td>
          <td className={TD_CLASSES}>
            <div className="flex gap-2">
              <Link
                to={REFERENCE_PATHS[kind].edit(item.id)}
                aria-label={texts.editEntry(item.name)}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                {texts.edit}
              </Link>
              <button
                type="button"
                aria-label={texts.deleteEntry(item.name)}
                onClick={() => onDelete(item)}
                className={buttonClasses({
                  variant: 'secondary',
                  size: 'sm',
                  className: 'text-red-700! dark:text-red-300!',
                })}
              >
                {texts.delete}
              </button>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function ReferenceList({ kind }: { kind: MetadataKind }) {
  const texts = referenceTexts(kind);
  const items = useMetadataItems(kind);
  const dialog = useModalTarget<DeleteTarget>();
  const [deletedName, setDeletedName] = useState<string | null>(null);

  return (
    <div className="mx-auto w-full max-w-[1200px]">
      <AdminPageTitle
        title={texts.listTitle}
        intro={texts.listIntro}
        actions={<ButtonLink to={REFERENCE_PATHS[kind].create}>{texts.createAction}</ButtonLink>}
      />
      <div role="status" className="mb-4 empty:hidden">
        {deletedName !== null && <Alert tone="success">{texts.deleted(deletedName)}</Alert>}
      </div>
      {items.isPending ? (
        <Spinner label={texts.loading} className="py-16" />
      ) : items.isError ? (
        <LoadError
          message={formatAdminError(texts.loadFailed, items.error)}
          onRetry={() => void items.refetch()}
        />
      ) : items.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 px-5 py-10 text-center dark:border-slate-700">
          <p className="text-slate-800 dark:text-slate-200">{texts.empty}</p>
          <Link
            to={REFERENCE_PATHS[kind].create}
            className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {texts.createFirst}
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
