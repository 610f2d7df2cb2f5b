import { Button, Group, Modal, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useStartVoterImport } from '../api/start-voter-import';
import { useUploadVoterFile } from '../api/upload-voter-file';
import { ChooseFileStep } from './choose-file-step';
import { ImportProgress } from './import-progress';
import { MappingStep } from './mapping-step';

interface VoterImportModalProps {
  campaignId: string;
  opened: boolean;
  onClose: () => void;
}

/** Upload → confirm the column mapping → follow the import. Closing does not stop a running import. */
export function VoterImportModal({ campaignId, opened, onClose }: VoterImportModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const upload = useUploadVoterFile();
  const start = useStartVoterImport();
  const [startedId, setStartedId] = useState<string | null>(null);
  const [isOver, setIsOver] = useState(false);
  const step = isOver ? 3 : startedId ? 2 : upload.data ? 1 : 0;

  const close = () => {
    onClose();
    upload.reset();
    start.reset();
    setStartedId(null);
    setIsOver(false);
  };

  const progress = (
    <>
      {startedId && (
        <ImportProgress
          campaignId={campaignId}
          importId={startedId}
          onOver={() => {
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
            onUpload={(file) => {
              upload.mutate({ campaignId, file });
            }}
            isUploading={upload.isPending}
            error={upload.error?.message ?? null}
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
