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
import { SyncBanner } from '../../../components/sync-banner';
import { SIGN_STEPS } from '../api/manage-road-signs';
import { useQueuedStep } from '../api/queued-step';
import { uploadPercent } from '../placement-logic';
import { QueuedStepCard } from './queued-step-card';

export type PhotoStep = 'inspect' | 'remove';

const CONDITION_LABELS: Record<InspectionCondition, string> = {
  ok: 'OK',
  damaged: 'Damaged',
  missing: 'Missing',
};

/**
 * Inspect a standing sign (ok, damaged, missing) or take it down: each with a photo (decision 0037), kept on
 * the phone and sent later when there is no signal (decision 0049).
 */
export function PhotoStepModal({
  placement,
  step,
  userId,
  onClose,
}: {
  placement: Placement;
  step: PhotoStep;
  /** The signed-in user: a step kept offline is sent as theirs. */
  userId: string;
  onClose: () => void;
}) {
  const save = useQueuedStep(userId, step);
  const [condition, setCondition] = useState<InspectionCondition>('ok');
  const [notes, setNotes] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [touched, setTouched] = useState(false);
  const where = placement.address ?? placement.road_sign_name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!file) return;
    const base = {
      placement_id: placement.id,
      campaign_id: placement.campaign_id,
      notes: notes.trim() || null,
    };
    const values = step === 'inspect' ? { ...base, condition } : base;
    const title = `${step === 'inspect' ? 'Inspection' : 'Removal'} of ${where}`;
    setProgress(null);
    save.submit({ values, file, title }, onClose, setProgress);
  };
  const percent = uploadPercent(progress);

  return (
    <Modal
      opened
      onClose={onClose}
      title={step === 'inspect' ? `Inspect: ${where}` : `Mark removed: ${where}`}
    >
      {save.queued ? (
        <QueuedStepCard
          status={save.queued}
          noun={SIGN_STEPS[step].noun}
          banner={
            <SyncBanner
              doors={0}
              signs={save.sync.signs}
              sending={save.sync.sending}
              refused={save.sync.refused}
              onDismiss={() => void save.sync.dismissRefused()}
            />
          }
        >
          <Button onClick={onClose}>Close</Button>
        </QueuedStepCard>
      ) : (
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
            {save.isPending && (
              <Progress value={percent ?? 100} animated={percent === null} aria-label="Upload progress" />
            )}
            {save.error && (
              <Alert color="red" role="alert">
                {save.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending} color={step === 'remove' ? 'red' : undefined}>
                {step === 'inspect' ? 'Save inspection' : 'Mark removed'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
