import { Alert, Anchor, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RecommendedWalkbook } from '@groundwork/shared/contracts/recommended-walkbooks';
import { WalkbookAssignmentFields } from '../../walkbooks';
import { useAcceptRecommendedWalkbooks, type AcceptResult } from '../api/accept-recommended-walkbooks';

interface AcceptWalkbooksModalProps {
  campaignId: string;
  /** The recommendations to accept; the modal is shown while it is mounted. */
  books: readonly Pick<RecommendedWalkbook, 'id' | 'name' | 'survey_id'>[];
  onClose: () => void;
  walkbookPath: (id: string) => string;
  /** Given, accepting a single recommendation opens its walkbook; otherwise each result is listed here. */
  onAcceptedOne?: (walkbookId: string) => void;
}

/** Accept recommendations as walkbooks with one survey and one set of canvassers, showing progress. */
export function AcceptWalkbooksModal({
  campaignId,
  books,
  onClose,
  walkbookPath,
  onAcceptedOne,
}: AcceptWalkbooksModalProps) {
  const shared = books.every((b) => b.survey_id === books[0]?.survey_id) ? books[0]?.survey_id : null;
  const [surveyId, setSurveyId] = useState<string | null>(shared ?? null);
  const [assigneeIds, setAssigneeIds] = useState<string[]>([]);
  const [results, setResults] = useState<AcceptResult[]>([]);
  const accept = useAcceptRecommendedWalkbooks();
  const isOne = books.length === 1;
  // One recommendation accepted from its own page opens its walkbook; otherwise each result is listed here.
  const opensWalkbook = isOne && onAcceptedOne !== undefined;
  const isDone = results.length === books.length && !accept.isPending;

  const start = () => {
    setResults([]);
    accept.mutate(
      { campaignId, books, surveyId, assigneeIds, onProgress: setResults },
      {
        onSuccess: ([only]) => {
          if (opensWalkbook && only?.walkbookId) onAcceptedOne(only.walkbookId);
        },
      },
    );
  };
  const failed = results.filter((r) => r.error !== undefined).length;

  return (
    <Modal
      opened
      onClose={accept.isPending ? () => undefined : onClose}
      title={isOne ? 'Accept as walkbook' : `Accept ${String(books.length)} walkbooks`}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {isOne
            ? `Make "${books[0]?.name ?? ''}" a walkbook with the survey and canvassers below.`
            : 'Each becomes a walkbook with the survey and canvassers below.'}
        </Text>
        <WalkbookAssignmentFields
          campaignId={campaignId}
          surveyId={surveyId}
          onSurveyChange={setSurveyId}
          assigneeIds={assigneeIds}
          onAssigneesChange={setAssigneeIds}
        />
        {!opensWalkbook && (accept.isPending || results.length > 0) && (
          <Progress
            value={(results.length / books.length) * 100}
            aria-label={`Accepting: ${String(results.length)} of ${String(books.length)} done`}
          />
        )}
        {!opensWalkbook && results.length > 0 && (
          <List spacing={4} size="sm" aria-label="Results">
            {results.map((r) => (
              <List.Item
                key={r.id}
                icon={
                  r.error === undefined ? (
                    <IconCheck size={16} color="teal" />
                  ) : (
                    <IconX size={16} color="red" />
                  )
                }
              >
                {r.error === undefined ? (
                  <Anchor component={Link} to={walkbookPath(r.walkbookId)} size="sm">
                    {r.name}
                  </Anchor>
                ) : (
                  `${r.name}: ${r.error}`
                )}
              </List.Item>
            ))}
          </List>
        )}
        {isDone && failed > 0 && (
          <Alert color="red" role="alert">
            {opensWalkbook
              ? results[0]?.error
              : `${String(books.length - failed)} of ${String(books.length)} accepted; ${String(failed)} not (see above).`}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {isDone && !opensWalkbook ? (
            <Button onClick={onClose}>Done</Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose} disabled={accept.isPending}>
                Cancel
              </Button>
              <Button onClick={start} loading={accept.isPending}>
                {isOne ? 'Accept as walkbook' : `Accept ${String(books.length)} walkbooks`}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
