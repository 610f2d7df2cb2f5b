import { createContext, useContext } from 'react';

/**
 * The campaign whose maps are drawn: the campaign area provides it (app/guards/session-gate.tsx), and the maps
 * ask Groundwork's own basemap for that campaign's streets (docs/decisions/0060-streets-on-the-maps.md).
 * Null outside a campaign: the maps draw the streets from their doors.
 */
export const MapCampaignContext = createContext<string | null>(null);

export const useMapCampaign = (): string | null => useContext(MapCampaignContext);
