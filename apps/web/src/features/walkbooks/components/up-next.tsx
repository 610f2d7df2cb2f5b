import { Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { WalkbookDoor } from '@groundwork/shared/contracts/walkbooks';
import type { NumberedStop } from './door-numbers';
import { useWhenIdle } from './use-when-idle';

/** How many of the doors to go the list shows. */
export const UP_NEXT_LENGTH = 30;
/** How many it shows on the first render (a phone's screen holds fewer): the rest once the browser is idle. */
const FIRST_RENDER_LENGTH = 8;

interface UpNextProps {
  /** The doors still to knock in walking order, each with its number in the walk (the map's). */
  stops: readonly NumberedStop[];
  doors: ReadonlyMap<string, WalkbookDoor>;
  onSelect: (householdKey: string) => void;
}

/** "Up next": the doors still to knock, numbered by their place in the walk, as on the map. */
export function UpNext({ stops, doors, onSelect }: UpNextProps) {
  const whole = useWhenIdle(true);
  return (
    <>
      <Text fw={600} size="sm" mt="xs">
        Up next
      </Text>
      {stops.length === 0 && (
        <Text size="sm" c="dimmed">
          No doors left to knock.
        </Text>
      )}
      <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Up next">
        {stops.slice(0, whole ? UP_NEXT_LENGTH : FIRST_RENDER_LENGTH).map((stop) => (
          <li key={stop.household_key}>
            <UnstyledButton
              onClick={() => onSelect(stop.household_key)}
              w="100%"
              p="xs"
              mih={44}
              style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group gap="sm" wrap="nowrap">
                <Badge circle size="lg">
                  <VisuallyHidden>Door </VisuallyHidden>
                  {stop.number}
                  <VisuallyHidden>, </VisuallyHidden>
                </Badge>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {stop.address}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {(doors.get(stop.household_key)?.voters ?? [])
                      .map((v) => `${v.first_name} ${v.last_name}`)
                      .join(', ')}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </>
  );
}
