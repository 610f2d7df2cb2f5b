import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useRegistrationStatus } from '../api/registration';
import { MessageCampaignForm } from './message-campaign-form';
import { VettingBadge } from './registration-steps';
import { SenderForm } from './sender-form';

function Section({ title, vetting, children }: { title: string; vetting: React.ReactNode; children?: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {vetting}
      </Group>
      {children}
    </Card>
  );
} // prettier-ignore

const Failed = ({ reasons }: { reasons: string[] }) => (
  <Alert color="red" mb="md" title="Refused by the carriers’ registry">
    {reasons.join('; ') || 'No reason given.'} Correct the form and send it again.
  </Alert>
);

/**
 * The registration page's body: the sender form, then (once the sender is APPROVED) the message-campaign form,
 * each with its status; a form shows while there is nothing submitted or after FAILED.
 */
export function TextRegistration({ campaignId }: { campaignId: string }) {
  const status = useRegistrationStatus(campaignId);
  if (status.isPending) return <Loader aria-label="Loading the registration" />;
  if (status.error) return <Alert color="red">{status.error.message}</Alert>;
  const view = status.data;
  const brand = view.brand;
  const messageCampaign = view.message_campaign;
  const senderOpen = !brand || brand.status === 'FAILED';
  const campaignOpen = brand?.status === 'APPROVED' && (!messageCampaign || messageCampaign.status === 'FAILED');
  return (
    <Stack gap="lg">
      <Section title="1. Text sender" vetting={<VettingBadge vetting={brand} />}>
        {brand?.status === 'FAILED' && <Failed reasons={brand.failure_reasons} />}
        {brand?.status === 'PENDING' && (
          <Text size="sm">The carriers’ registry is vetting the sender; this page updates by itself.</Text>
        )}
        {brand?.status === 'APPROVED' && <Text size="sm">{view.sender?.friendly_name} is an approved sender.</Text>}
        {senderOpen && <SenderForm campaignId={campaignId} initial={view.sender} />}
      </Section>
      <Section title="2. Message campaign" vetting={<VettingBadge vetting={messageCampaign} />}>
        {messageCampaign?.status === 'FAILED' && <Failed reasons={messageCampaign.failure_reasons} />}
        {!brand || brand.status !== 'APPROVED' ? (
          <Text size="sm" c="dimmed">
            Registered once the sender is approved.
          </Text>
        ) : null}
        {messageCampaign?.status === 'PENDING' && (
          <Text size="sm">The message campaign is being vetted; this page updates by itself.</Text>
        )}
        {messageCampaign?.status === 'APPROVED' && (
          <Text size="sm">Approved. Buy a number on the texting page and texting is on.</Text>
        )}
        {campaignOpen && view.sender && (
          <MessageCampaignForm campaignId={campaignId} sender={view.sender} initial={view.message_campaign_fields} />
        )}
      </Section>
    </Stack>
  );
} // prettier-ignore
