import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileImport, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasPermission } from '@groundwork/shared/access/index';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import { PageHeader } from '../../components/page-header';
import { VoterContactDrawer } from '../../features/consent';
import { DistrictTotals } from '../../features/district-voters/components/district-totals';
import { DistrictVotersBrowser } from '../../features/district-voters/components/district-voters-browser';
import { VoterImportHistory } from '../../features/district-voters/components/voter-import-history';
import { VoterImportModal } from '../../features/district-voters/components/voter-import-modal';
import { voterGroupKeys } from '../../features/voter-groups/keys';
import { useVoterTagOptions } from '../../features/voter-tags/api/get-voter-tags';
import { useActiveSession } from '../session/active-session';

/** /groundwork/district/voters-hosted: the district's voter file, filtered and sorted; imports. */
export function DistrictVotersPage() {
  const { membership } = useActiveSession();
  const campaignId = membership.campaign_id;
  const canImport = hasPermission(membership.title, 'district:import');
  const [isImporting, importModal] = useDisclosure(false);
  const [openVoter, setOpenVoter] = useState<string | null>(null);
  // The filter the table shows: the header counts its voters and doors.
  const [filter, setFilter] = useState<VoterFilter>({});
  const queryClient = useQueryClient();
  const tagOptions = useVoterTagOptions(campaignId);
  const importButton = canImport ? (
    <Button leftSection={<IconFileImport size={16} aria-hidden="true" />} onClick={importModal.open}>
      Import voter file
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Voters"
        description={
          <Text component="span" size="sm" c="dimmed">
            Your district&apos;s voter file: <DistrictTotals campaignId={campaignId} filter={filter} />
          </Text>
        }
        icon={<IconUsers size={24} />}
        actions={importButton}
      />
      <Stack gap="lg">
        <DistrictVotersBrowser
          campaignId={campaignId}
          tagOptions={tagOptions}
          emptyAction={importButton}
          onOpenVoter={setOpenVoter}
          onFilterChange={setFilter}
        />
        {canImport && <VoterImportHistory campaignId={campaignId} />}
      </Stack>
      <VoterContactDrawer campaignId={campaignId} voterId={openVoter} onClose={() => setOpenVoter(null)} />
      {canImport && (
        <VoterImportModal
          campaignId={campaignId}
          opened={isImporting}
          onClose={importModal.close}
          // The campaign's filter groups are selected again after an import (decision 0009).
          onImportOver={() => void queryClient.invalidateQueries({ queryKey: voterGroupKeys.all })}
        />
      )}
    </>
  );
}
