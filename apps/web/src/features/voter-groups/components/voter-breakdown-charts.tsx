import { BarChart, BarsList, DonutChart } from '@mantine/charts';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AGE_BANDS, TURNOUT_BAND_ORDER, type VoterBreakdown } from '@groundwork/shared/contracts/voters';
import { formatNumber } from '../../../lib/format';
import { GENDER_LABELS } from '../../../components/voter-filter/describe-filter';
import { BreakdownSkeleton } from './breakdown-skeleton';

type Bucket = VoterBreakdown['party'][number];

const GENDER_COLORS: Record<string, string> = {
  F: 'grape.6',
  M: 'blue.6',
  X: 'orange.6',
  U: 'gray.5',
};
const PARTY_COLORS: Record<string, string> = {
  DEM: 'blue.6',
  REP: 'red.6',
  UNA: 'gray.6',
  LIB: 'yellow.6',
  GRE: 'green.7',
};
const TOP = 10;

/** "DEM 1,200, REP 900": what a chart shows, for screen readers. */
const summary = (title: string, buckets: readonly { name: string; value: number }[]) =>
  buckets.length === 0
    ? `${title}: no voters`
    : `${title}: ${buckets.map((b) => `${b.name} ${formatNumber(b.value)}`).join(', ')}`;

function ChartCard({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} fz="sm" mb="sm">
        {title}
      </Title>
      <div role="img" aria-label={label}>
        {children}
      </div>
    </Card>
  );
}

function NoVoters() {
  return (
    <Text size="sm" c="dimmed" py="md">
      No voters match.
    </Text>
  );
}

/** Voters per band (age, turnout score), in the bands' own order. */
function BandChart({
  title,
  bands,
  color,
}: {
  title: string;
  bands: { name: string; value: number }[];
  color: string;
}) {
  return (
    <ChartCard title={title} label={summary(title, bands)}>
      <BarChart
        h={200}
        data={bands.map((b) => ({ band: b.name, Voters: b.value }))}
        dataKey="band"
        series={[{ name: 'Voters', color }]}
        barProps={{ isAnimationActive: false }}
        valueFormatter={formatNumber}
        withTooltip={false}
        maxBarWidth={56}
        gridAxis="none"
      />
    </ChartCard>
  );
}

const byName = (buckets: readonly Bucket[]) =>
  buckets.map((b) => ({ name: b.key || 'Unknown', value: b.count }));

interface VoterBreakdownChartsProps {
  breakdown: VoterBreakdown | undefined;
  isUpdating: boolean;
}

/** Who the filter selects: party, gender, age and turnout band, and the largest precincts and ZIP codes. */
export function VoterBreakdownCharts({ breakdown, isUpdating }: VoterBreakdownChartsProps) {
  if (!breakdown) return <BreakdownSkeleton />;

  const party = byName(breakdown.party);
  const gender = breakdown.gender.map((b) => ({
    name: GENDER_LABELS[b.key] ?? (b.key || 'Unknown'),
    value: b.count,
    color: GENDER_COLORS[b.key] ?? 'gray.5',
  }));
  const ageCounts = new Map(breakdown.age_band.map((b) => [b.key, b.count]));
  const age = AGE_BANDS.map((band) => ({ name: band.label, value: ageCounts.get(band.label) ?? 0 }));
  const turnoutCounts = new Map(breakdown.turnout_band.map((b) => [b.key, b.count]));
  const turnout = TURNOUT_BAND_ORDER.map((band) => ({
    name: band === 'Unknown' ? 'No score' : band,
    value: turnoutCounts.get(band) ?? 0,
  }));
  const precincts = byName(breakdown.precinct).slice(0, TOP);
  const zips = byName(breakdown.zip).slice(0, TOP);

  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      aria-busy={isUpdating}
      style={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms ease' }}
      data-testid="voter-breakdown"
    >
      <ChartCard title="Party" label={summary('Party', party)}>
        {party.length === 0 ? (
          <NoVoters />
        ) : (
          <BarChart
            h={200}
            data={party.map((p) => ({
              party: p.name,
              Voters: p.value,
              color: PARTY_COLORS[p.name] ?? 'teal.6',
            }))}
            dataKey="party"
            series={[{ name: 'Voters', color: 'teal.6' }]}
            barProps={{ isAnimationActive: false }}
            valueFormatter={formatNumber}
            withTooltip={false}
            withBarValueLabel
            maxBarWidth={56}
            gridAxis="none"
          />
        )}
      </ChartCard>
      <ChartCard title="Gender" label={summary('Gender', gender)}>
        {gender.length === 0 ? (
          <NoVoters />
        ) : (
          <DonutChart
            data={gender}
            size={150}
            thickness={24}
            withLabelsLine
            withLabels
            labelsType="percent"
            withTooltip={false}
            pieProps={{ isAnimationActive: false }}
            mx="auto"
          />
        )}
        <Text size="xs" c="dimmed" ta="center" mt="xs">
          {gender.map((g) => `${g.name} ${formatNumber(g.value)}`).join(' · ')}
        </Text>
      </ChartCard>
      <BandChart title="Age" bands={age} color="teal.6" />
      <BandChart title="Turnout score" bands={turnout} color="indigo.6" />
      <ChartCard title="Top precincts" label={summary('Top precincts', precincts)}>
        {precincts.length === 0 ? (
          <NoVoters />
        ) : (
          <BarsList data={precincts} valueFormatter={formatNumber} barsLabel="Precinct" valueLabel="Voters" />
        )}
      </ChartCard>
      <ChartCard title="Top ZIP codes" label={summary('Top ZIP codes', zips)}>
        {zips.length === 0 ? (
          <NoVoters />
        ) : (
          <BarsList data={zips} valueFormatter={formatNumber} barsLabel="ZIP code" valueLabel="Voters" />
        )}
      </ChartCard>
    </SimpleGrid>
  );
}
