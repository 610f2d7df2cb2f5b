import { Alert, Button, Group, MultiSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import type { TextCampaign } from '@groundwork/shared/contracts/text-campaigns';
import { useCampaignMembers } from '../../campaigns';
import { useUpdateTextCampaign } from '../api/manage-text-campaigns';

/** Who texts for the campaign: members, changeable in every status but Completed. */
export function TextersField({ textCampaign }: { textCampaign: TextCampaign }) {
  const members = useCampaignMembers(textCampaign.campaign_id);
  const [texters, setTexters] = useState(textCampaign.user_ids);
  const update = useUpdateTextCampaign();
  const changed =
    texters.length !== textCampaign.user_ids.length ||
    texters.some((id) => !textCampaign.user_ids.includes(id));
  return (
    <Stack gap="xs">
      <MultiSelect
        label="Texters"
        placeholder="Pick members"
        searchable
        disabled={textCampaign.status === 'Completed'}
        data={(members.data ?? []).map((member) => ({
          value: member.user_id,
          label: `${member.first} ${member.last} (${member.title})`,
        }))}
        value={texters}
        onChange={setTexters}
      />
      {update.error && (
        <Alert color="red" role="alert">
          {update.error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          variant="light"
          disabled={!changed}
          loading={update.isPending}
          onClick={() =>
            update.mutate({ id: textCampaign.id, campaign_id: textCampaign.campaign_id, user_ids: texters })
          }
        >
          Save texters
        </Button>
      </Group>
    </Stack>
  );
}
