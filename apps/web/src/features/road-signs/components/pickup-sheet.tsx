import { Portal } from '@mantine/core';
import type { Placement } from '@groundwork/shared/contracts/road-sign-placements';
import { formatCount } from '../../../lib/format';
import { formatDistance } from '../placement-logic';
import { PrintSheet } from '../../../components/print-sheet';
import classes from './pickup-route.module.css';

/** The pickup route on paper: the stops in order with a box to tick, printed alone (the app is hidden). */
export function PickupSheet({
  title,
  stops,
  lengthM,
}: {
  title: string;
  stops: readonly Placement[];
  lengthM: number;
}) {
  return (
    <Portal>
      <PrintSheet className={classes.sheet} data-testid="pickup-sheet">
        <h1>{title}</h1>
        <p>
          {formatCount(stops.length, 'stop')}, {formatDistance(lengthM)} in all
        </p>
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>Address</th>
              <th>Sign</th>
              <th>Position</th>
              <th>Picked up</th>
            </tr>
          </thead>
          <tbody>
            {stops.map((stop, index) => (
              <tr key={stop.id}>
                <td>{index + 1}</td>
                <td>{stop.address ?? 'No address'}</td>
                <td>{stop.road_sign_name}</td>
                <td>
                  {stop.coordinates
                    ? `${stop.coordinates.lat.toFixed(5)}, ${stop.coordinates.lng.toFixed(5)}`
                    : ''}
                </td>
                <td>
                  <span className={classes.box} aria-hidden="true" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </PrintSheet>
    </Portal>
  );
}
