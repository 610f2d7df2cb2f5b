import { describe, expect, it } from 'vitest';
import { BASEMAP } from '@groundwork/shared/contracts/streets';
import { isMapFileRequest } from './map-tile-cache';

const at = (url: string) => new URL(url, 'https://groundwork.example');

describe('isMapFileRequest', () => {
  it("answers Groundwork's own basemap (style, tiles, fonts) from the tile cache, not the rest of the API", () => {
    for (const path of [
      `${BASEMAP.stylePath}?campaign_id=7`,
      `${BASEMAP.tilesPath}/14/4567/6543.pbf?campaign_id=7`,
      `${BASEMAP.fontsPath}/Noto%20Sans%20Regular/0-255.pbf`,
    ])
      expect(isMapFileRequest(at(path), true)).toBe(true);
    expect(isMapFileRequest(at('/api/streets/?campaign_id=7'), true)).toBe(false);
    expect(isMapFileRequest(at('/api/walkbooks/3/route.json'), true)).toBe(false);
    expect(isMapFileRequest(at('/assets/index.json'), true)).toBe(false);
  });

  it("answers another host's map files", () => {
    expect(isMapFileRequest(at('https://tiles.example/planet/14/1/2.pbf'), false)).toBe(true);
    expect(isMapFileRequest(at('https://tiles.example/styles/liberty.json'), false)).toBe(true);
    expect(isMapFileRequest(at('https://tiles.example/login'), false)).toBe(false);
  });
});
