import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@groundwork/shared/constants';

/** A lazily loaded screen whose code chunk must arrive within 120 s (shell §9), else it fails. */
export const lazyWithTimeout = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
) =>
  lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error('Loading this part of the app took too long.'));
        }, timeoutMs);
        load().then(
          (component) => {
            clearTimeout(timer);
            resolve({ default: component });
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
