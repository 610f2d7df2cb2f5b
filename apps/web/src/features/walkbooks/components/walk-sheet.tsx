import { DOOR_RESULTS } from '@groundwork/shared/contracts/surveys';
import type { Walkbook } from '@groundwork/shared/contracts/walkbooks';
import classes from './walk-sheet.module.css';

/**
 * The printable walk sheet for canvassers without phones: every door in walking order with its voters and a
 * box per door result. Hidden on screen; the print stylesheet shows only this.
 */
export function WalkSheet({ walkbook, order }: { walkbook: Walkbook; order: readonly string[] }) {
  const rank = new Map(order.map((key, index) => [key, index]));
  const doors = [...walkbook.doors].sort(
    (a, b) => (rank.get(a.household_key) ?? Infinity) - (rank.get(b.household_key) ?? Infinity),
  );
  return (
    <div className={classes.sheet} data-walk-sheet>
      <h1>{walkbook.name}</h1>
      <p>
        {walkbook.progress.doors} doors · {walkbook.progress.voters} voters
        {walkbook.survey_name ? ` · Survey: ${walkbook.survey_name}` : ''}
      </p>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>Address</th>
            <th>Voter</th>
            {DOOR_RESULTS.map((r) => (
              <th key={r.value}>{r.label}</th>
            ))}
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
                <td className={classes.notes} />
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
