import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { PlacementDetail } from '@groundwork/shared/contracts/road-sign-placements';
import type { UploadProgress } from '../../../lib/api-client';
import { newClientId } from '../../../lib/offline/client-id';
import { isWorthRetrying, type NewOutboxItem } from '../../../lib/offline/outbox';
import { useOutbox } from '../../../lib/offline/use-outbox';
import { roadSignKeys } from '../keys';
import { SIGN_STEPS, usePlacementStep, type SignStep, type SignStepFields } from './manage-road-signs';

/** The outbox item of a sign's step: the same multipart upload, the photo kept as a Blob (decision 0049). */
export const stepItem = <S extends SignStep>(
  step: S,
  values: SignStepFields[S] & { step_id: string },
  file: File,
  title: string,
): NewOutboxItem => ({
  client_id: values.step_id,
  kind: SIGN_STEPS[step].kind,
  label: { title },
  request: {
    type: 'upload',
    path: SIGN_STEPS[step].path,
    query: { campaign_id: values.campaign_id },
    field: SIGN_STEPS[step].field,
    values,
    filename: file.name,
  },
  photo: file,
});

/**
 * Installing, inspecting or removing a sign with or without a signal. Online, the form uploads at once
 * (progress, the server's answer); offline, or when the upload fails in a way that may pass, the step and its
 * photo go to the outbox under the same `step_id`, so whichever copy reaches the server, it counts once.
 */
export const useQueuedStep = <S extends SignStep>(userId: string, step: S) => {
  const queryClient = useQueryClient();
  const onSent = useCallback(
    () => queryClient.invalidateQueries({ queryKey: roadSignKeys.all }),
    [queryClient],
  );
  const sync = useOutbox(userId, onSent);
  const upload = usePlacementStep(step);
  const [queuedId, setQueuedId] = useState<string | null>(null);

  const submit = (
    /** `title` names the step in the sync banner, e.g. "Vote Yes placement". */
    input: { values: SignStepFields[S]; file: File; title: string },
    onDone: (placement: PlacementDetail) => void,
    onProgress: (progress: UploadProgress) => void,
  ) => {
    const values = { ...input.values, step_id: newClientId() };
    const toOutbox = () => {
      setQueuedId(values.step_id);
      void sync.add(stepItem(step, values, input.file, input.title));
    };
    if (!navigator.onLine) return toOutbox();
    upload.mutate(
      { values, file: input.file, onProgress },
      { onSuccess: onDone, onError: (error) => isWorthRetrying(error) && toOutbox() },
    );
  };

  return {
    submit,
    /** This user's sign steps waiting on the phone, and the items the server refused. */
    sync: {
      signs: sync.waiting.filter((i) => i.kind !== 'visit'),
      sending: sync.sending,
      refused: sync.refused,
      dismissRefused: sync.dismissRefused,
    },
    /** The step went to the outbox (offline, or the upload did not get through): where it stands now. */
    queued: queuedId === null ? null : sync.statusOf(queuedId),
    isPending: upload.isPending,
    /** The server's refusal (a retryable failure is not an error: the outbox has it). */
    error: upload.error && !isWorthRetrying(upload.error) ? upload.error : null,
    reset: () => {
      upload.reset();
      setQueuedId(null);
    },
  };
};
