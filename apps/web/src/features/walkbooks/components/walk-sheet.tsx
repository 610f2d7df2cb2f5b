import { DOOR_RESULTS, type Survey } from '@groundwork/shared/contracts/surveys';
import type { OptimizedRoute, Walkbook } from '@groundwork/shared/contracts/walkbooks';
import { formatCount } from '../../../lib/format';
import { spacedIndexes } from './spaced-indexes';
import { PrintSheet } from '../../../components/print-sheet';
import classes from './walk-sheet.module.css';

type Stop = OptimizedRoute['stops'][number];

const WIDTH = 1000;
const LABEL_RADIUS = 13;
const letter = (index: number) => String.fromCharCode(97 + index);

/** The route drawn to scale (lengths true east–west and north–south), door numbers as in the table. */
function RouteSketch({ stops }: { stops: readonly Stop[] }) {
  if (stops.length === 0) return null;
  const lats = stops.map((s) => s.lat);
  const lngs = stops.map((s) => s.lng);
  const [south, north, west, east] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ];
  const squeeze = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * squeeze, 1e-6);
  const spanY = Math.max(north - south, 1e-6);
  const scale = (WIDTH - 40) / Math.max(spanX, spanY * 1.6);
  const height = Math.round(spanY * scale + 40);
  const at = (s: Stop) => ({ x: 20 + (s.lng - west) * squeeze * scale, y: 20 + (north - s.lat) * scale });
  const placed = stops.map(at);
  // As on the phone's map: a number only where it has room, so that the sheet stays legible.
  const numbered = spacedIndexes(placed, WIDTH, height, LABEL_RADIUS * 2.5);
  return (
    <svg
      className={classes.map}
      viewBox={`0 0 ${String(WIDTH)} ${String(height)}`}
      role="img"
      aria-label={`Route map of ${formatCount(stops.length, 'door')}`}
    >
      <polyline
        points={placed.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}
        fill="none"
        stroke="#555"
        strokeWidth={1.5}
        strokeDasharray="6 4"
      />
      {placed.map((p, index) => (
        <circle key={stops[index]?.household_key} cx={p.x} cy={p.y} r={3} />
      ))}
      {numbered.map((index) => {
        const p = placed[index] ?? { x: 0, y: 0 };
        return (
          <g key={stops[index]?.household_key}>
            <circle cx={p.x} cy={p.y} r={LABEL_RADIUS} fill="#fff" stroke="#000" strokeWidth={1.5} />
            <text x={p.x} y={p.y + 5} fontSize={14} textAnchor="middle">
              {index + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The survey's questions, each answer lettered so a canvasser can note "1a 2b" by hand. */
function SurveyKey({ survey }: { survey: Survey }) {
  return (
    <section aria-label="Survey questions">
      <h2>Survey: {survey.name}</h2>
      <ol className={classes.questions}>
        {survey.questions.map((question) => (
          <li key={question.id}>
            {question.text}{' '}
            {question.kind === 'free_text'
              ? '(write the answer)'
              : question.answers.map((a, i) => `${letter(i)}) ${a.text}`).join('  ')}
            {question.kind === 'multiple_choice' ? ' (any that apply)' : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The printable walk sheet for canvassers without phones: the route map, the survey's questions, then every
 * door in walking order with its voters, a box per door result and room for answers and notes. Hidden on
 * screen; the print stylesheet shows only this.
 */
export function WalkSheet({
  walkbook,
  survey,
  stops,
}: {
  walkbook: Walkbook;
  survey: Survey | null;
  /** The doors still to knock in walking order. */
  stops: readonly Stop[];
}) {
  const rank = new Map(stops.map((stop, index) => [stop.household_key, index]));
  const doors = [...walkbook.doors].sort(
    (a, b) => (rank.get(a.household_key) ?? Infinity) - (rank.get(b.household_key) ?? Infinity),
  );
  return (
    <PrintSheet className={classes.sheet} data-walk-sheet>
      <h1>{walkbook.name}</h1>
      <p>
        {formatCount(walkbook.progress.doors, 'door')} · {formatCount(walkbook.progress.voters, 'voter')}
      </p>
      <RouteSketch stops={stops} />
      {survey && survey.questions.length > 0 && <SurveyKey survey={survey} />}
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>Address</th>
            <th>Voter</th>
            {DOOR_RESULTS.map((r) => (
              <th key={r.value}>{r.label}</th>
            ))}
            {survey && survey.questions.length > 0 && <th>Answers</th>}
            <th>Notes</th>
          </tr>
        </thead>
        <tbody>
          {doors.flatMap((door, index) =>
            door.voters.map((voter, i) => (
              <tr key={voter.id}>
                <td>{i === 0 ? index + 1 : ''}</td>
                <td>{i === 0 ? door.address : ''}</td>
                <td>
                  {voter.first_name} {voter.last_name}
                  {voter.age === null ? '' : `, ${String(voter.age)}`}
                </td>
                {DOOR_RESULTS.map((r) => (
                  <td key={r.value} className={classes.box}>
                    {voter.last_result === r.value ? '✔' : '☐'}
                  </td>
                ))}
                {survey && survey.questions.length > 0 && <td className={classes.answers} />}
                <td className={classes.notes} />
              </tr>
            )),
          )}
        </tbody>
      </table>
    </PrintSheet>
  );
}
