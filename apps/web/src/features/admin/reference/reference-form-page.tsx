import type { MetadataItem, MetadataKind } from '@outbreak-watch/domain';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { ButtonLink } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useCreateMetadataItem, useMetadataItem, useUpdateMetadataItem } from '../api/admin-reference-api';
import { isNotFound, parseRouteId, useAdminErrors } from '../admin-errors';
import { REFERENCE_TEXTS as texts } from '../admin-texts';
import { REDIRECT_DELAY_MS } from '../admin-timing';
import { AdminCard, AdminPageTitle } from '../components/admin-page';
import { ErrorCard, NotFoundCard } from '../components/state-cards';
import { ReferenceForm } from './reference-form';
import { REFERENCE_PATHS } from './reference-paths';
import { useReferenceText } from './use-reference-text';

/** Spec §9: back to the list 1.5 s after a successful save. */
function useReturnAfterSave(isSaved: boolean, to: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isSaved) return;
    const timer = window.setTimeout(() => void navigate(to), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isSaved, navigate, to]);
}

/** The success or failure of the last save, announced above the form. */
function SaveMessages({ success, error }: { success: string | null; error: string | null }) {
  return (
    <>
      <div role="status" className="mb-4 empty:hidden">
        {success && <Alert tone="success">{success}</Alert>}
      </div>
      <div role="alert" className="mb-4 empty:hidden">
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </>
  );
}

function FormFrame({ title, kind, children }: { title: string; kind: MetadataKind; children: ReactNode }) {
  const rt = useReferenceText(kind);
  return (
    <div className="mx-auto w-full max-w-2xl">
      <AdminPageTitle
        title={title}
        actions={
          <ButtonLink variant="secondary" size="sm" to={REFERENCE_PATHS[kind].list}>
            {rt(texts.back)}
          </ButtonLink>
        }
      />
      {children}
    </div>
  );
}

function ReferenceCreate({ kind }: { kind: MetadataKind }) {
  const rt = useReferenceText(kind);
  const { formatAdminError } = useAdminErrors();
  const creation = useCreateMetadataItem(kind);
  useReturnAfterSave(creation.isSuccess, REFERENCE_PATHS[kind].list);

  return (
    <FormFrame title={rt(texts.createAction)} kind={kind}>
      <SaveMessages
        success={creation.isSuccess ? rt(texts.created) : null}
        error={creation.isError ? formatAdminError(texts.errorOccurred, creation.error) : null}
      />
      <AdminCard className="p-5 sm:p-6">
        <ReferenceForm
          kind={kind}
          defaultValues={{ name: '', is_custom: true }}
          submitLabel={rt(texts.save)}
          onSubmit={(input) => creation.mutateAsync(input)}
          busy={creation.isPending}
          locked={creation.isSuccess}
        />
      </AdminCard>
    </FormFrame>
  );
}

function EditForm({ kind, item }: { kind: MetadataKind; item: MetadataItem }) {
  const rt = useReferenceText(kind);
  const { formatAdminError } = useAdminErrors();
  const update = useUpdateMetadataItem(kind, item.id);
  useReturnAfterSave(update.isSuccess, REFERENCE_PATHS[kind].list);

  return (
    <>
      <SaveMessages
        success={update.isSuccess ? rt(texts.updated) : null}
        error={update.isError ? formatAdminError(texts.updateFailed, update.error, { kind }) : null}
      />
      <AdminCard className="p-5 sm:p-6">
        <ReferenceForm
          kind={kind}
          defaultValues={{ name: item.name, is_custom: item.is_custom }}
          submitLabel={rt(texts.saveChanges)}
          onSubmit={(input) => update.mutateAsync(input)}
          busy={update.isPending}
          locked={update.isSuccess}
        />
      </AdminCard>
    </>
  );
}

function ReferenceEdit({ kind }: { kind: MetadataKind }) {
  const rt = useReferenceText(kind);
  const { formatAdminError } = useAdminErrors();
  const id = parseRouteId(useParams().id);
  const item = useMetadataItem(kind, id);
  const listPath = REFERENCE_PATHS[kind].list;

  let body: ReactNode;
  if (id === null) {
    body = (
      <NotFoundCard
        title={rt(texts.notFoundTitle)}
        message={rt(texts.invalidId)}
        backTo={listPath}
        backLabel={rt(texts.backToList)}
      />
    );
  } else if (item.isPending) {
    body = <Spinner label={rt(texts.loadingItem)} className="py-16" />;
  } else if (item.isError && isNotFound(item.error)) {
    body = (
      <NotFoundCard
        title={rt(texts.notFoundTitle)}
        message={rt(texts.notFound, { id: String(id) })}
        backTo={listPath}
        backLabel={rt(texts.backToList)}
      />
    );
  } else if (item.isError) {
    body = (
      <ErrorCard
        message={formatAdminError(texts.loadItemFailed, item.error, { kind })}
        onRetry={() => void item.refetch()}
        backTo={listPath}
        backLabel={rt(texts.backToList)}
      />
    );
  } else {
    body = <EditForm kind={kind} item={item.data} />;
  }

  return (
    <FormFrame
      title={id === null ? rt(texts.editTitle) : rt(texts.editTitleWithId, { id: String(id) })}
      kind={kind}
    >
      {body}
    </FormFrame>
  );
}

/** `/admin/{titles|affiliations|qualifications}/create` (spec §2). */
export function ReferenceCreatePage({ kind }: { kind: MetadataKind }) {
  return <ReferenceCreate key={kind} kind={kind} />;
}

/** `/admin/{titles|affiliations|qualifications}/:id/edit` (spec §2); the id comes from the URL. */
export function ReferenceEditPage({ kind }: { kind: MetadataKind }) {
  return <ReferenceEdit key={kind} kind={kind} />;
}

/* One component per route, for routes that take a `Component` without props. */
export const TitleCreatePage = () => <ReferenceCreatePage kind="title" />;
export const TitleEditPage = () => <ReferenceEditPage kind="title" />;
export const AffiliationCreatePage = () => <ReferenceCreatePage kind="affiliation" />;
export const AffiliationEditPage = () => <ReferenceEditPage kind="affiliation" />;
export const QualificationCreatePage = () => <ReferenceCreatePage kind="qualification" />;
export const QualificationEditPage = () => <ReferenceEditPage kind="qualification" />;
