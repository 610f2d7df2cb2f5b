import { createContext, useContext, useSyncExternalStore } from 'react';
import { pageSecureStorage } from '../../lib/page-storage';
import { SelectionStore, type SelectionState } from './selection-store';

/** The page's selection, stored encrypted in localStorage with its key in IndexedDB. */
export const selectionStore = new SelectionStore(pageSecureStorage);

export const SelectionContext = createContext<SelectionStore>(selectionStore);

export const useSelectionStore = (): SelectionStore => useContext(SelectionContext);

export const useSelection = (): SelectionState => {
  const store = useSelectionStore();
  return useSyncExternalStore(store.subscribe, store.getState);
};
