/**
 * @module Voice recordings kept in IndexedDB until they are transcribed or the user discards them — the web
 * app and the extension (its popup writes, its background reads: one origin, one database) share it. The
 * capture queue holds a small marker (`audio`) and the clientId; the audio itself lives here, by clientId.
 * Plain IndexedDB (no library): three calls over one object store.
 */

const DB_NAME = 'mynd-voice';
const STORE = 'recordings';

export interface KeptRecording {
  clientId: string;
  blob: Blob;
  mimeType: string;
  createdAt: string;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let opened: Promise<IDBDatabase> | null = null;
function db(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'clientId' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opened = null;
      reject(req.error);
    };
  });
  return opened;
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>) {
  const tx = (await db()).transaction(STORE, mode);
  const result = await request(run(tx.objectStore(STORE)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
  return result;
}

/** Keeps a recording; resolves once it is durably stored. */
export async function keepRecording(clientId: string, blob: Blob, mimeType: string): Promise<void> {
  const item: KeptRecording = { clientId, blob, mimeType, createdAt: new Date().toISOString() };
  await withStore('readwrite', (store) => store.put(item));
}

export async function loadRecording(clientId: string): Promise<KeptRecording | null> {
  return ((await withStore('readonly', (store) => store.get(clientId))) as KeptRecording | undefined) ?? null;
}

/** Drops a recording (transcribed, or discarded by the user); no-op when there is none. */
export async function dropRecording(clientId: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(clientId));
}
