import { describe, expect, it } from 'vitest';
import { basemapStyleFor, isServedBasemap, isServedBasemapFile } from './served-basemap';

const ORIGIN = 'https://groundwork.example';
const OWN = '/api/basemap/style.json';

describe("the style a campaign's map draws", () => {
  it("names Groundwork's own style with the campaign, once the campaign has streets", () => {
    expect(basemapStyleFor(OWN, 'c1', 12, ORIGIN)).toBe(`${ORIGIN}${OWN}?campaign_id=c1`);
    expect(basemapStyleFor(`${ORIGIN}${OWN}`, 'c1', 12, ORIGIN)).toBe(`${ORIGIN}${OWN}?campaign_id=c1`);
    expect(basemapStyleFor(OWN, 'c1', 0, ORIGIN)).toBeNull(); // no streets: the doors' streets
    expect(basemapStyleFor(OWN, null, 12, ORIGIN)).toBeNull(); // outside a campaign
    expect(basemapStyleFor(OWN, 'c1', undefined, ORIGIN)).toBeUndefined(); // not known yet: wait
    // The server could not say and nothing is remembered: try the style (it falls back by itself).
    expect(basemapStyleFor(OWN, 'c1', null, ORIGIN)).toBe(`${ORIGIN}${OWN}?campaign_id=c1`);
  });

  it('leaves a configured style, none and not-yet-known as they are', () => {
    expect(basemapStyleFor('https://maps.example/style.json', 'c1', 0, ORIGIN)).toBe(
      'https://maps.example/style.json',
    );
    expect(basemapStyleFor(null, 'c1', 12, ORIGIN)).toBeNull();
    expect(basemapStyleFor(undefined, 'c1', 12, ORIGIN)).toBeUndefined();
  });

  it("tells Groundwork's own basemap files from another host's", () => {
    expect(isServedBasemap(OWN, ORIGIN)).toBe(true);
    expect(isServedBasemap(`https://elsewhere.example${OWN}`, ORIGIN)).toBe(false);
    expect(isServedBasemapFile(`${ORIGIN}/api/basemap/tiles/1/0/0.pbf?campaign_id=c1`, ORIGIN)).toBe(true);
    expect(isServedBasemapFile(`${ORIGIN}/api/streets/`, ORIGIN)).toBe(false);
    expect(isServedBasemapFile('https://tiles.example/api/basemap/tiles/1/0/0.pbf', ORIGIN)).toBe(false);
  });
});
