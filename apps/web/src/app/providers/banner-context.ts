import { createContext, useContext } from 'react';

/** The dismissible error banner at the top of the app (shell §2). */
export interface BannerApi {
  message: string | null;
  show: (message: string) => void;
  dismiss: () => void;
}

export const BannerContext = createContext<BannerApi>({
  message: null,
  show: () => undefined,
  dismiss: () => undefined,
});

export const useBanner = (): BannerApi => useContext(BannerContext);
