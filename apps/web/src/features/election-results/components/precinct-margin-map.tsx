import { Card, ColorSwatch, Group, Paper, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import type * as GeoJSON from 'geojson';
import type { AddLayerObject, Map as MapLibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import { useCallback, useMemo, useState } from 'react';
import type { PrecinctResults, PrecinctShapes } from '@groundwork/shared/contracts/election-results';
import { boundsOf, positionsOf } from '../../../components/map/geo';
import { MapView } from '../../../components/map/map-view';
import { formatNumber } from '../../../lib/format';
import { formatShare } from '../utils/format-results';

const LAYERS: AddLayerObject[] = [
  {
    id: 'precinct-fill',
    type: 'fill',
    source: 'precincts',
    paint: { 'fill-color': ['get', 'fill'], 'fill-opacity': ['get', 'opacity'] },
  },
  {
    id: 'precinct-outline',
    type: 'line',
    source: 'precincts',
    paint: { 'line-color': '#495057', 'line-width': 1, 'line-opacity': 0.6 },
  },
];

/** A margin of this share (50 points) or more gets the strongest colour. */
const FULL_MARGIN = 0.5;

interface PrecinctMarginMapProps {
  shapes: PrecinctShapes;
  results: PrecinctResults;
  /** Mantine colour by choice id. */
  colors: ReadonlyMap<string, string>;
}

/** A choropleth: each precinct in its leader's colour, stronger for a wider margin; a click tells the numbers. */
export function PrecinctMarginMap({ shapes, results, colors }: PrecinctMarginMapProps) {
  const theme = useMantineTheme();
  const [selected, setSelected] = useState<string | null>(null);
  const rows = useMemo(() => new Map(results.precincts.map((p) => [p.precinct, p])), [results]);
  const names = useMemo(() => new Map(results.contest.choices.map((c) => [c.id, c.name])), [results]);
  const shade = useCallback(
    (color: string | undefined) => theme.colors[color ?? 'gray']?.[6] ?? theme.colors.gray[6],
    [theme],
  );

  const sources = useMemo(
    () => ({
      precincts: {
        type: 'FeatureCollection',
        features: shapes.features.map((feature) => {
          const row = rows.get(feature.properties.precinct);
          const leader = row?.leader_choice_id ?? null;
          const strength = Math.min(1, (row?.margin_share ?? 0) / FULL_MARGIN);
          return {
            type: 'Feature',
            geometry: feature.geometry,
            properties: {
              precinct: feature.properties.precinct,
              fill: leader ? shade(colors.get(leader)) : theme.colors.gray[5],
              opacity: !row ? 0 : leader ? 0.2 + 0.7 * strength : 0.35,
            },
          };
        }),
      } satisfies GeoJSON.FeatureCollection,
    }),
    [shapes, rows, colors, shade, theme],
  );
  const bounds = useMemo(() => boundsOf(positionsOf(shapes)), [shapes]);
  const onReady = useCallback((map: MapLibreMap) => {
    const click = (event: MapLayerMouseEvent) => {
      const precinct: unknown = event.features?.[0]?.properties.precinct;
      setSelected(typeof precinct === 'string' ? precinct : null);
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', 'precinct-fill', click);
    map.on('mouseenter', 'precinct-fill', pointer);
    map.on('mouseleave', 'precinct-fill', plain);
    return () => {
      map.off('click', 'precinct-fill', click);
      map.off('mouseenter', 'precinct-fill', pointer);
      map.off('mouseleave', 'precinct-fill', plain);
    };
  }, []);

  const row = selected ? rows.get(selected) : undefined;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="lg" mb="sm">
        Leader&apos;s margin by precinct
      </Title>
      <MapView
        label={`Map of ${results.contest.name}: each precinct in its leader's colour`}
        sources={sources}
        layers={LAYERS}
        bounds={bounds}
        height={380}
        onReady={onReady}
      >
        <Paper pos="absolute" left={8} bottom={8} p={6} shadow="xs" radius="sm" maw="70%">
          <Stack gap={2}>
            {results.contest.choices.map((choice) => (
              <Group key={choice.id} gap={6} wrap="nowrap">
                <ColorSwatch color={shade(colors.get(choice.id))} size={12} />
                <Text size="xs" truncate>
                  {choice.name}
                </Text>
              </Group>
            ))}
            <Text size="xs" c="dimmed">
              Stronger colour: wider margin
            </Text>
          </Stack>
        </Paper>
      </MapView>
      <Text size="sm" mt="xs" c={row ? undefined : 'dimmed'} aria-live="polite">
        {row
          ? `Precinct ${row.precinct}: ${
              row.leader_choice_id
                ? `${names.get(row.leader_choice_id) ?? ''} leads by ${formatNumber(row.margin ?? 0)} votes (${formatShare(row.margin_share)})`
                : 'no leader'
            }, turnout ${formatShare(row.turnout)}.`
          : 'Select a precinct on the map for its numbers.'}
      </Text>
    </Card>
  );
}
