import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { isAbortError } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { useCreateVoterTag } from '../api/create-voter-tag';
import { useVoterTags } from '../api/get-voter-tags';
import { useTagGroupVoters } from '../api/tag-voters';

export interface TaggedGroup {
  id: string;
  name: string;
  voterCount: number;
}

/** The tag to put on the voters: one the campaign has, or a new one created on confirming. */
type TagChoice = { id: string; name: string } | { id: null; name: string };

const voters = (count: number) => `${formatNumber(count)} voter${count === 1 ? '' : 's'}`;

/** "Tagged 1,200 voters with 'Canvassed'", saying how many already had the tag. */
export const taggedMessage = (changed: number, groupSize: number, tagName: string): string => {
  const already = Math.max(0, groupSize - changed);
  return `Tagged ${voters(changed)} with '${tagName}'${already > 0 ? ` (${formatNumber(already)} already had it)` : ''}`;
};

interface TagVotersFormProps {
  campaignId: string;
  group: TaggedGroup;
  onTagged: () => void;
  onClose: () => void;
}

function TagVotersForm({ campaignId, group, onTagged, onClose }: TagVotersFormProps) {
  const tags = useVoterTags(campaignId);
  const createTag = useCreateVoterTag();
  const tagVoters = useTagGroupVoters();
  const hasNoTags = tags.data?.length === 0;
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const isNew = mode === 'new' || hasNoTags;
  const [tagId, setTagId] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [choice, setChoice] = useState<TagChoice | null>(null);
  const error = [createTag.error, tagVoters.error].find((e) => e && !isAbortError(e));

  const picked = tags.data?.find((tag) => tag.id === tagId);
  const next: TagChoice | null = isNew
    ? newName.trim()
      ? { id: null, name: newName.trim() }
      : null
    : picked
      ? { id: picked.id, name: picked.name }
      : null;

  const confirm = async (chosen: TagChoice) => {
    const tag = chosen.id
      ? chosen
      : await createTag.mutateAsync({ campaign_id: campaignId, name: chosen.name });
    setChoice({ id: tag.id, name: tag.name }); // trying again tags with it, without creating it twice
    const result = await tagVoters.mutateAsync({ campaignId, tagId: tag.id, voterGroupId: group.id });
    notifications.show({ color: 'teal', message: taggedMessage(result.changed, group.voterCount, tag.name) });
    onTagged();
  };

  if (choice)
    return (
      <Stack gap="md">
        <Text>
          Tag all {voters(group.voterCount)} of “{group.name}” with ‘{choice.name}’?
          {choice.id === null && ' The tag is created first.'}
        </Text>
        {error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            role="alert"
          >
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              createTag.reset();
              tagVoters.reset();
              setChoice(null);
            }}
          >
            Back
          </Button>
          <Button
            loading={createTag.isPending || tagVoters.isPending}
            onClick={() => {
              // A failure is shown from the mutation's state.
              confirm(choice).catch(() => undefined);
            }}
          >
            Tag {voters(group.voterCount)}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Every voter of “{group.name}” gets the tag. Voters who already have it keep it.
      </Text>
      <SegmentedControl
        aria-label="Tag to use"
        value={isNew ? 'new' : 'existing'}
        onChange={(value) => {
          setMode(value === 'new' ? 'new' : 'existing');
        }}
        data={[
          { value: 'existing', label: 'Existing tag', disabled: hasNoTags },
          { value: 'new', label: 'New tag' },
        ]}
      />
      {isNew ? (
        <TextInput
          label="New tag name"
          maxLength={60}
          data-autofocus
          value={newName}
          onChange={(event) => {
            setNewName(event.currentTarget.value);
          }}
        />
      ) : (
        <Select
          label="Tag"
          placeholder={tags.isPending ? 'Loading tags…' : 'Choose a tag'}
          searchable
          nothingFoundMessage="No tag has this name"
          data={(tags.data ?? []).map((tag) => ({
            value: tag.id,
            label: `${tag.name} (${voters(tag.voter_count)})`,
          }))}
          value={tagId}
          onChange={setTagId}
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={!next}
          onClick={() => {
            setChoice(next);
          }}
        >
          Continue
        </Button>
      </Group>
    </Stack>
  );
}

interface TagGroupVotersProps {
  campaignId: string;
  group: TaggedGroup;
  /** False while the group is not Ready (its voters are not selected yet). */
  isEnabled: boolean;
  /** Told after the voters were tagged (tag filters now count differently). */
  onTagged?: () => void;
}

/** "Tag voters": puts a tag, existing or new, on every voter of a group, after confirming the count. */
export function TagGroupVoters({ campaignId, group, isEnabled, onTagged }: TagGroupVotersProps) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconTag size={16} aria-hidden="true" />}
        onClick={dialog.open}
        disabled={!isEnabled || group.voterCount === 0}
      >
        Tag voters
      </Button>
      <Modal opened={opened} onClose={dialog.close} title="Tag voters" centered>
        {/* Mounted only while open: each opening starts from the choice of tag. */}
        {opened && (
          <TagVotersForm
            campaignId={campaignId}
            group={group}
            onClose={dialog.close}
            onTagged={() => {
              dialog.close();
              onTagged?.();
            }}
          />
        )}
      </Modal>
    </>
  );
}
