import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Progress,
  SegmentedControl,
  Stack,
  Textarea,
} from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { INSPECTION_CONDITIONS, type InspectionCondition } from '@groundwork/shared/contracts/road-signs';
import { type Placement } from '@groundwork/shared/contracts/road-sign-placements';
import type { UploadProgress } from '../../../lib/api-client';
import { useInspectPlacement, useRemovePlacement } from '../api/manage-road-signs';
import { uploadPercent } from '../placement-logic';

export type PhotoStep = 'inspect' | 'remove';

const CONDITION_LABELS: Record<InspectionCondition, string> = {
  ok: 'OK',
  damaged: 'Damaged',
  missing: 'Missing',
};

/** Inspect a standing sign (ok, damaged, missing) or take it down: each with a photo (decision 0037). */
export function PhotoStepModal({
  placement,
  step,
  onClose,
}: {
  placement: Placement;
  step: PhotoStep;
  onClose: () => void;
}) {
  const inspect = useInspectPlacement();
  const remove = useRemovePlacement();
  const mutation = step === 'inspect' ? inspect : remove;
  const [condition, setCondition] = useState<InspectionCondition>('ok');
  const [notes, setNotes] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [touched, setTouched] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!file) return;
    const base = {
      placement_id: placement.id,
      campaign_id: placement.campaign_id,
      notes: notes.trim() || null,
    };
    const done = { onSuccess: onClose };
    if (step === 'inspect')
      inspect.mutate({ values: { ...base, condition }, file, onProgress: setProgress }, done);
    else remove.mutate({ values: base, file, onProgress: setProgress }, done);
  };
  const percent = uploadPercent(progress);
  const where = placement.address ?? placement.road_sign_name;

  return (
    <Modal
      opened
      onClose={onClose}
      title={step === 'inspect' ? `Inspect: ${where}` : `Mark removed: ${where}`}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {step === 'inspect' && (
            <SegmentedControl
              aria-label="Condition"
              fullWidth
              value={condition}
              onChange={(value) => setCondition(value as InspectionCondition)}
              data={INSPECTION_CONDITIONS.map((c) => ({ value: c, label: CONDITION_LABELS[c] }))}
            />
          )}
          <FileInput
            label="Photo"
            required
            accept="image/*"
            capture="environment"
            leftSection={<IconCamera size={16} aria-hidden="true" />}
            value={file}
            onChange={setFile}
            error={touched && !file ? 'Take or choose a photo' : null}
          />
          <Textarea label="Notes" value={notes} onChange={(event) => setNotes(event.currentTarget.value)} />
          {mutation.isPending && (
            <Progress value={percent ?? 100} animated={percent === null} aria-label="Upload progress" />
          )}
          {mutation.error && (
            <Alert color="red" role="alert">
              {mutation.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending} color={step === 'remove' ? 'red' : undefined}>
              {step === 'inspect' ? 'Save inspection' : 'Mark removed'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
