import type { RequestParameters } from 'maplibre-gl';
import { CLIENT_TYPE_HEADER, CLIENT_TYPE_WEB } from '@groundwork/shared/constants';
import { BASEMAP, basemapStyleUrl } from '@groundwork/shared/contracts/streets';
import { identity } from '../../lib/identity';

/** The paths of Groundwork's own basemap files: the style, the tiles and the fonts. */
const BASEMAP_PREFIX = BASEMAP.stylePath.slice(0, BASEMAP.stylePath.lastIndexOf('/') + 1);

const parse = (url: string, origin: string): URL | null => {
  try {
    return new URL(url, origin);
  } catch {
    return null;
  }
};

/** Whether `/api/config/`'s style URL names Groundwork's own basemap (relative, or on this origin). */
export const isServedBasemap = (styleUrl: string, origin: string): boolean => {
  const url = parse(styleUrl, origin);
  return url !== null && url.origin === origin && url.pathname === BASEMAP.stylePath;
};

/** Whether a URL is one of Groundwork's own basemap files (style, tiles, glyphs) on this origin. */
export const isServedBasemapFile = (url: string, origin: string): boolean => {
  const parsed = parse(url, origin);
  return parsed !== null && parsed.origin === origin && parsed.pathname.startsWith(BASEMAP_PREFIX);
};

/** The served style of a campaign, absolute (MapLibre resolves nothing against the page). */
export const servedStyleUrl = (styleUrl: string, campaignId: string, origin: string): string =>
  new URL(basemapStyleUrl(styleUrl, campaignId), origin).toString();

/**
 * The style URL a map of the campaign draws: a configured style (`MAP_STYLE_URL`) as it is; Groundwork's own
 * with the campaign's id once the campaign has streets; none (the streets drawn from the doors) outside a
 * campaign or when it has loaded none. `undefined` while the streets count is not known; a count the server
 * could not give (`null`, offline with nothing remembered) tries the served style, which falls back by itself.
 */
export const basemapStyleFor = (
  configured: string | null | undefined,
  campaignId: string | null,
  streets: number | null | undefined,
  origin: string,
): string | null | undefined => {
  if (configured === undefined || configured === null) return configured;
  if (!isServedBasemap(configured, origin)) return configured;
  if (campaignId === null) return null;
  if (streets === undefined) return undefined;
  return streets === 0 ? null : servedStyleUrl(configured, campaignId, origin);
};

/** The headers that open the campaign's style and tiles (members only): the session's bearer token. */
export const servedBasemapHeaders = async (): Promise<Record<string, string>> => {
  const token = await identity.getIdToken().catch(() => null);
  return { [CLIENT_TYPE_HEADER]: CLIENT_TYPE_WEB, ...(token ? { authorization: `Bearer ${token}` } : {}) };
};

/** MapLibre's `transformRequest`: Groundwork's own basemap files go with the session's token. */
export const transformBasemapRequest = async (url: string): Promise<RequestParameters> =>
  isServedBasemapFile(url, window.location.origin) ? { url, headers: await servedBasemapHeaders() } : { url };

/** A fetch for keeping files offline that sends the token with Groundwork's own basemap files. */
export const basemapFetch: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (!isServedBasemapFile(url, window.location.origin)) return fetch(input, init);
  return fetch(input, { ...init, headers: { ...(await servedBasemapHeaders()) } });
};
