import { BarChart } from '@mantine/charts';
import type { QuestionResult } from '@groundwork/shared/contracts/surveys';
import { formatNumber } from '../../../lib/format';

const BAR_HEIGHT = 36;
const LABEL_LENGTH = 18;

const shortLabel = (text: string) =>
  text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH - 1)}…` : text;

/** Horizontal bars, one per answer, with how many voters chose it (recharts: its own code chunk). */
export function AnswerChart({ answers }: { answers: QuestionResult['answers'] }) {
  // The axis is as wide as its longest (shortened) label needs, so short answers leave room for bars.
  const longest = Math.max(1, ...answers.map((answer) => shortLabel(answer.text).length));
  const labelWidth = Math.min(120, 16 + longest * 7);
  return (
    <BarChart
      h={answers.length * BAR_HEIGHT + 24}
      data={answers.map((answer) => ({ answer: answer.text, Voters: answer.count }))}
      dataKey="answer"
      orientation="vertical"
      series={[{ name: 'Voters', color: 'teal.6' }]}
      barProps={{ isAnimationActive: false }}
      yAxisProps={{ width: labelWidth, tickFormatter: (value: string) => shortLabel(String(value)) }}
      valueFormatter={formatNumber}
      withTooltip={false}
      withBarValueLabel
      gridAxis="none"
      maxBarWidth={24}
    />
  );
}
