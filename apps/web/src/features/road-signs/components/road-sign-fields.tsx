import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { ROAD_SIGN_LIMITS } from '@groundwork/shared/contracts/road-signs';

export interface RoadSignFieldValues {
  name: string;
  description: string;
  quantity: number | string;
}

interface RoadSignFieldsProps {
  values: RoadSignFieldValues;
  onChange: (values: RoadSignFieldValues) => void;
  nameError: string | null;
  /** Focus the name when the fields open in a dialog. */
  autoFocus?: boolean;
}

/** A design's name, description and stock: the add form and the edit dialog share them. */
export function RoadSignFields({ values, onChange, nameError, autoFocus = false }: RoadSignFieldsProps) {
  return (
    <>
      <TextInput
        label="Name"
        required
        data-autofocus={autoFocus || undefined}
        maxLength={ROAD_SIGN_LIMITS.name}
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.currentTarget.value })}
        error={nameError}
      />
      <Textarea
        label="Description"
        rows={3}
        maxLength={ROAD_SIGN_LIMITS.description}
        value={values.description}
        onChange={(event) => onChange({ ...values, description: event.currentTarget.value })}
      />
      <NumberInput
        label="Quantity in stock"
        min={0}
        max={ROAD_SIGN_LIMITS.quantity}
        allowDecimal={false}
        allowNegative={false}
        value={values.quantity}
        onChange={(quantity) => onChange({ ...values, quantity })}
      />
    </>
  );
}
