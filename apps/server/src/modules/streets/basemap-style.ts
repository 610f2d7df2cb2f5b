/**
 * Groundwork's own MapLibre style (docs/decisions/0059-served-basemap.md): a light background, the campaign's
 * streets in five classes (a dark casing under a white or tinted fill, widening with the zoom, so a street reads
 * in sunlight and under the product's door markers), and street names along the lines in Noto Sans.
 */
import { BASEMAP, type StreetClass } from '@groundwork/shared/contracts/streets';

type Stops = [number, number][];

/** Fill widths in pixels by zoom; the casing is 2 px wider. */
const WIDTHS: Record<StreetClass, Stops> = {
  primary: [
    [8, 1.5],
    [12, 4],
    [16, 14],
    [20, 40],
  ],
  secondary: [
    [8, 1],
    [12, 3],
    [16, 11],
    [20, 32],
  ],
  local: [
    [11, 0.6],
    [13, 1.8],
    [16, 8],
    [20, 24],
  ],
  service: [
    [13, 0.6],
    [16, 4],
    [20, 12],
  ],
  path: [
    [14, 0.6],
    [16, 1.8],
    [20, 5],
  ],
};

const FILL: Record<StreetClass, string> = {
  primary: '#ffd27a',
  secondary: '#fff1b8',
  local: '#ffffff',
  service: '#ffffff',
  path: '#f3efe6',
};
const CASING = '#9a948a';

const interpolate = (stops: Stops, extra = 0) => [
  'interpolate',
  ['exponential', 1.5],
  ['zoom'],
  ...stops.flatMap(([zoom, width]) => [zoom, width + extra]),
];

/** Narrow lines first, so a main road is drawn over the streets that meet it. */
const ORDER: StreetClass[] = ['path', 'service', 'local', 'secondary', 'primary'];

const lineLayers = (kind: 'casing' | 'fill') =>
  ORDER.map((roadClass) => ({
    id: `streets-${roadClass}-${kind}`,
    type: 'line',
    source: BASEMAP.source,
    'source-layer': BASEMAP.sourceLayer,
    filter: ['==', ['get', 'class'], roadClass],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint:
      kind === 'casing'
        ? { 'line-color': CASING, 'line-width': interpolate(WIDTHS[roadClass], 2) }
        : {
            'line-color': FILL[roadClass],
            'line-width': interpolate(WIDTHS[roadClass]),
            ...(roadClass === 'path' ? { 'line-dasharray': [2, 1] } : {}),
          },
  }));

/** The style for a campaign, with absolute URLs (MapLibre resolves tile and glyph templates as given). */
export const basemapStyle = (origin: string, campaignId: string, attribution: string) => ({
  version: 8,
  name: 'Groundwork streets',
  glyphs: `${origin}${BASEMAP.fontsPath}/{fontstack}/{range}.pbf`,
  sources: {
    [BASEMAP.source]: {
      type: 'vector',
      tiles: [`${origin}${BASEMAP.tilesPath}/{z}/{x}/{y}.pbf?campaign_id=${encodeURIComponent(campaignId)}`],
      minzoom: 0,
      maxzoom: BASEMAP.maxzoom,
      attribution,
    },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#eeebe4' } },
    ...lineLayers('casing'),
    ...lineLayers('fill'),
    {
      id: 'streets-names',
      type: 'symbol',
      source: BASEMAP.source,
      'source-layer': BASEMAP.sourceLayer,
      minzoom: 14,
      filter: ['all', ['!=', ['get', 'name'], ''], ['!=', ['get', 'class'], 'path']],
      layout: {
        'symbol-placement': 'line',
        'text-field': ['get', 'name'],
        'text-font': [BASEMAP.font],
        'text-size': ['interpolate', ['linear'], ['zoom'], 14, 11, 18, 15],
        'text-max-angle': 30,
        'symbol-spacing': 300,
        'text-padding': 4,
      },
      paint: { 'text-color': '#2b2b2b', 'text-halo-color': '#ffffff', 'text-halo-width': 1.6 },
    },
  ],
});
