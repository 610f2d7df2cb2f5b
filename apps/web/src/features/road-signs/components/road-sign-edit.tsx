import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { RoadSign } from '@groundwork/shared/contracts/road-signs';
import { hasErrorCode } from '../../../lib/api-error';
import { useUpdateRoadSign } from '../api/manage-road-signs';
import { RoadSignFields, type RoadSignFieldValues } from './road-sign-fields';
import { signNameError } from './road-sign-form';

/** PUT /road-sign/ from the sign page: the design's name, description and stock; the artwork stays. */
export function RoadSignEdit({ sign, onClose }: { sign: RoadSign; onClose: () => void }) {
  const update = useUpdateRoadSign();
  const [values, setValues] = useState<RoadSignFieldValues>({
    name: sign.name,
    description: sign.description ?? '',
    quantity: sign.quantity,
  });
  const { name, description, quantity } = values;
  const [refusedName, setRefusedName] = useState<string | null>(null);
  const nameError = signNameError(name, refusedName, true);
  const otherError = update.error && !hasErrorCode(update.error, 'NAME_EXISTS') ? update.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    update.mutate(
      {
        id: sign.id,
        campaign_id: sign.campaign_id,
        name: name.trim(),
        description: description.trim() || null,
        quantity: typeof quantity === 'number' ? quantity : 0,
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (hasErrorCode(error, 'NAME_EXISTS')) setRefusedName(name.trim());
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Edit road sign">
      <form onSubmit={submit} noValidate>
        <Stack>
          <RoadSignFields values={values} onChange={setValues} nameError={nameError} autoFocus />
          {otherError && (
            <Alert color="red" role="alert" title="The sign was not saved">
              {otherError.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
