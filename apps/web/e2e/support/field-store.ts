import type { Page } from 'playwright-core';

/** How many items wait in the page's outbox (IndexedDB `groundwork-field`, decision 0049). */
export const outboxCount = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('groundwork-field');
        opening.onerror = () => reject(opening.error ?? new Error('no field store'));
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            resolve(0);
            return;
          }
          const counting = db.transaction('outbox').objectStore('outbox').count();
          counting.onsuccess = () => {
            db.close();
            resolve(counting.result);
          };
          counting.onerror = () => reject(counting.error ?? new Error('count failed'));
        };
      }),
  );

/** Whether the walkbook `id` is kept on the device with its data (a snapshot). */
export const isKeptOffline = (page: Page, id: string): Promise<boolean> =>
  page.evaluate(
    (key) =>
      new Promise<boolean>((resolve) => {
        const opening = indexedDB.open('groundwork-field');
        opening.onerror = () => resolve(false);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('snapshots')) {
            db.close();
            resolve(false);
            return;
          }
          const reading = db.transaction('snapshots').objectStore('snapshots').get(key);
          reading.onsuccess = () => {
            const record = reading.result as { kept?: boolean; data?: string | null } | undefined;
            db.close();
            resolve(record?.kept === true && typeof record.data === 'string');
          };
          reading.onerror = () => resolve(false);
        };
      }),
    id,
  );
