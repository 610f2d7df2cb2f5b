import { Alert, Button, Group, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ROAD_SIGN_LIMITS, type RoadSign } from '@groundwork/shared/contracts/road-signs';
import { hasErrorCode } from '../../../lib/api-error';
import { useUpdateRoadSign } from '../api/manage-road-signs';
import { signNameError } from './road-sign-form';

/** PUT /road-sign/ from the sign page: the design's name, description and stock; the artwork stays. */
export function RoadSignEdit({ sign, onClose }: { sign: RoadSign; onClose: () => void }) {
  const update = useUpdateRoadSign();
  const [name, setName] = useState(sign.name);
  const [description, setDescription] = useState(sign.description ?? '');
  const [quantity, setQuantity] = useState<number | string>(sign.quantity);
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
          <TextInput
            label="Name"
            required
            data-autofocus
            maxLength={ROAD_SIGN_LIMITS.name}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
          />
          <Textarea
            label="Description"
            rows={3}
            maxLength={ROAD_SIGN_LIMITS.description}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <NumberInput
            label="Quantity in stock"
            min={0}
            max={ROAD_SIGN_LIMITS.quantity}
            allowDecimal={false}
            allowNegative={false}
            value={quantity}
            onChange={setQuantity}
          />
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
