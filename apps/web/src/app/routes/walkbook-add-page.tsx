import { SegmentedControl } from '@mantine/core';
import { IconWalk } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { PageHeader } from '../../components/page-header';
import { useVoterTagOptions } from '../../features/voter-tags/api/get-voter-tags';
import { WalkbookBuilder } from '../../features/walkbooks/components/walkbook-builder';
import { WalkbookCsvForm } from '../../features/walkbooks/components/walkbook-csv-form';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { walkbookPath } from './walkbooks-page';

type Source = 'map' | 'csv';

const DESCRIPTIONS: Record<Source, string> = {
  map: 'Draw the area on the map (and narrow it with filters if you like); the count follows as you go.',
  csv: 'Upload a list of state voter ids you already have; the walkbook holds the voters it names.',
};

/** /groundwork/walkbook/add: draw an area and/or filter, or upload a CSV of voter ids; then create. */
export function WalkbookAddPage() {
  const { membership } = useActiveSession();
  const navigate = useNavigate();
  const tagOptions = useVoterTagOptions(membership.campaign_id);
  const [source, setSource] = useState<Source>('map');
  const open = (walkbook: WalkbookSummary) => void navigate(walkbookPath(walkbook.id));
  return (
    <>
      <BackLink label="Walkbooks" path="/walkbooks" />
      <PageHeader title="New walkbook" description={DESCRIPTIONS[source]} icon={<IconWalk size={24} />} />
      <SegmentedControl
        mb="md"
        aria-label="Build the walkbook"
        value={source}
        onChange={(value) => setSource(value as Source)}
        data={[
          { value: 'map', label: 'On the map' },
          { value: 'csv', label: 'From a CSV' },
        ]}
      />
      {source === 'map' ? (
        <WalkbookBuilder campaignId={membership.campaign_id} tagOptions={tagOptions} onCreated={open} />
      ) : (
        <WalkbookCsvForm campaignId={membership.campaign_id} onCreated={open} />
      )}
    </>
  );
}
