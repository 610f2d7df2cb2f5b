import { Button, Group, Modal, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MESSAGES } from '@groundwork/shared/messages';
import { useRef, useState } from 'react';
import type { UploadProgress } from '../../../lib/api-client';
import { isAbortError } from '../../../lib/api-error';
import { useStartVoterImport } from '../api/start-voter-import';
import { useUploadVoterFile } from '../api/upload-voter-file';
import { ChooseFileStep } from './choose-file-step';
import { ImportProgress } from './import-progress';
import { MappingStep } from './mapping-step';

interface VoterImportModalProps {
  campaignId: string;
  opened: boolean;
  onClose: () => void;
  /** Told once a started import is over (done or failed), e.g. to refresh what depends on the voters. */
  onImportOver?: () => void;
}

/**
 * Upload (with its progress) → confirm the column mapping → follow the import. Closing stops an upload
 * still going out, never a running import.
 */
export function VoterImportModal({ campaignId, opened, onClose, onImportOver }: VoterImportModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const upload = useUploadVoterFile();
  const start = useStartVoterImport();
  const [startedId, setStartedId] = useState<string | null>(null);
  const [isOver, setIsOver] = useState(false);
  const [sent, setSent] = useState<UploadProgress | null>(null);
  const uploadAbort = useRef<AbortController | null>(null);
  const step = isOver ? 3 : startedId ? 2 : upload.data ? 1 : 0;

  const close = () => {
    uploadAbort.current?.abort();
    uploadAbort.current = null;
    onClose();
    upload.reset();
    start.reset();
    setStartedId(null);
    setIsOver(false);
    setSent(null);
  };

  const startUpload = (file: File) => {
    const controller = new AbortController();
    uploadAbort.current = controller;
    setSent(null);
    upload.mutate({ campaignId, file, onProgress: setSent, signal: controller.signal });
  };

  const progress = (
    <>
      {startedId && (
        <ImportProgress
          campaignId={campaignId}
          importId={startedId}
          onOver={() => {
            // The Completed step mounts the progress again, which reports once more: tell the caller once.
            if (!isOver) onImportOver?.();
            setIsOver(true);
          }}
        />
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          Close
        </Button>
      </Group>
    </>
  );

  return (
    <Modal opened={opened} onClose={close} title="Import voter file" size="xl" fullScreen={isPhone === true}>
      <Stepper active={step} size="sm" allowNextStepsSelect={false} wrap={false}>
        <Stepper.Step label={isPhone ? 'File' : 'Choose file'}>
          <ChooseFileStep
            onUpload={startUpload}
            isUploading={upload.isPending}
            progress={sent}
            error={
              upload.error && !isAbortError(upload.error)
                ? `${MESSAGES.failedToUploadVoterFile}: ${upload.error.message}`
                : null
            }
          />
        </Stepper.Step>
        <Stepper.Step label={isPhone ? 'Columns' : 'Map columns'}>
          {upload.data && (
            <MappingStep
              key={upload.data.import.id}
              upload={upload.data}
              isStarting={start.isPending}
              error={start.error?.message ?? null}
              onStart={(mapping) => {
                if (!upload.data) return;
                start.mutate(
                  { campaignId, id: upload.data.import.id, mapping },
                  {
                    onSuccess: (started) => {
                      setStartedId(started.id);
                    },
                  },
                );
              }}
            />
          )}
        </Stepper.Step>
        <Stepper.Step label="Import">{progress}</Stepper.Step>
        <Stepper.Completed>{progress}</Stepper.Completed>
      </Stepper>
    </Modal>
  );
}
