import { useMapStyle } from './api/get-config';
import { useStreetsCount } from './api/get-streets';
import { useMapCampaign } from './map-campaign';
import { basemapStyleFor, isServedBasemap } from './served-basemap';

/**
 * The style a map draws (decisions 0050 and 0060): the configured `MAP_STYLE_URL`; else Groundwork's own style
 * of the campaign in use once it has loaded streets; else none (the streets drawn from the doors). `undefined`
 * while not yet known. The last answers kept on the device serve at once, and offline.
 */
export const useBasemapStyle = (isEnabled = true): string | null | undefined => {
  const configured = useMapStyle(isEnabled);
  const campaignId = useMapCampaign();
  const origin = window.location.origin;
  const isServed = typeof configured === 'string' && isServedBasemap(configured, origin);
  const streets = useStreetsCount(isEnabled && isServed ? campaignId : null);
  return basemapStyleFor(configured, campaignId, streets, origin);
};
