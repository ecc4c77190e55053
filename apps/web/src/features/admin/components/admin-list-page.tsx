import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import {
  AdminPageTitle,
  ListToolbar,
  LoadError,
  NoticeArea,
  Pager,
  type ListToolbarProps,
  type Notice,
} from './admin-page';

interface AdminListPageProps<V extends string, Data, Item> {
  title: string;
  intro: string;
  /** Views and a search; a list without either leaves it out. */
  toolbar?: ListToolbarProps<V>;
  /** Next to the title, e.g. the control that adds to the list. */
  actions?: ReactNode;
  /** Between the toolbar and the list, e.g. the count and the order. */
  summary?: ReactNode;
  notice: Notice | null;
  list: UseQueryResult<Data>;
  texts: { loading: string; loadError: string; empty: string };
  items: (data: Data) => readonly Item[];
  itemKey: (item: Item) => number;
  renderItem: (item: Item, data: Data) => ReactNode;
  page: number;
  onPage: (page: number) => void;
  hasMore: (data: Data) => boolean;
  /** When the answer says how many rows match: the pager shows pages and the count. */
  total?: (data: Data) => ComponentProps<typeof Pager>['total'];
  /** The dialogs of the page's actions. */
  children?: ReactNode;
}

/**
 * An admin work list (the verification queue, moderation): title, views and search, the outcome of the
 * last action, the list in its loading, failed, empty and filled states, and the pager.
 */
export function AdminListPage<V extends string, Data, Item>(props: AdminListPageProps<V, Data, Item>) {
  const { list } = props;
  return (
    <>
      <AdminPageTitle title={props.title} intro={props.intro} actions={props.actions} />
      {props.toolbar && <ListToolbar {...props.toolbar} />}
      {props.summary}
      <NoticeArea notice={props.notice} />
      {list.isPending ? (
        <Spinner label={props.texts.loading} className="py-16" />
      ) : list.isError ? (
        <LoadError
          message={errorMessage(list.error, props.texts.loadError)}
          onRetry={() => void list.refetch()}
        />
      ) : props.items(list.data).length === 0 ? (
        <p className="py-10 text-center text-slate-700 dark:text-slate-300">{props.texts.empty}</p>
      ) : (
        <>
          <ul className="space-y-3">
            {props.items(list.data).map((item) => (
              <li key={props.itemKey(item)}>{props.renderItem(item, list.data)}</li>
            ))}
          </ul>
          <Pager
            page={props.page}
            hasMore={props.hasMore(list.data)}
            onPage={props.onPage}
            total={props.total?.(list.data)}
          />
        </>
      )}
      {props.children}
    </>
  );
}
