import type { CreateOutbreakRequest, FieldError, QueuedReportState } from '@outbreak-watch/domain';

/** A report kept on this device until the server has stored it. */
export interface QueuedReport {
  /** The Idempotency-Key it is sent with (crypto.randomUUID()): every resend names the same report. */
  key: string;
  /** Whose report it is: only they send or see it. */
  userId: number;
  request: CreateOutbreakRequest;
  /** The form's values, to open the report in the form again. */
  formValues: unknown;
  /** What the list calls it, e.g. "Cholera in Kenya, 2026-11-03". */
  title: string;
  queuedAt: string;
  state: QueuedReportState;
  /** Sent: the stored report's id. */
  outbreakId?: number;
  /** Refused: the server's reason and field errors; waiting: why the last attempt did not go. */
  problem?: { status: number; message: string; details: FieldError[] };
}

/** Where the queue lives: IndexedDB in the browser, memory in tests. */
export interface QueueStorage {
  all(): Promise<QueuedReport[]>;
  put(entry: QueuedReport): Promise<void>;
  remove(key: string): Promise<void>;
}

const DATABASE = 'outbreak-watch-offline';
const STORE = 'queued-reports';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | undefined;

function openDatabase(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
  return opened;
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  const database = await openDatabase();
  const transaction = database.transaction(STORE, mode);
  const result = await requestResult(work(transaction.objectStore(STORE)));
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
  return result;
}

/** The queue in this browser's IndexedDB (kept across reloads, closed tabs and restarts). */
export const indexedDbQueueStorage: QueueStorage = {
  all: () => inStore('readonly', (store) => store.getAll() as IDBRequest<QueuedReport[]>),
  put: async (entry) => {
    await inStore('readwrite', (store) => store.put(entry));
  },
  remove: async (key) => {
    await inStore('readwrite', (store) => store.delete(key));
  },
};

/** A queue kept in memory: for browsers without IndexedDB (it lasts until the page closes) and tests. */
export function memoryQueueStorage(initial: QueuedReport[] = []): QueueStorage {
  const entries = new Map(initial.map((entry) => [entry.key, entry]));
  return {
    all: () => Promise.resolve([...entries.values()]),
    put: (entry) => {
      entries.set(entry.key, structuredClone(entry));
      return Promise.resolve();
    },
    remove: (key) => {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}
