import { Alert, Button, Card, Loader, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { useRegistrationStatus } from './api/registration';
import { NumberPurchase } from './components/number-purchase';
import { RegistrationSteps } from './components/registration-steps';

const REGISTRATION_PATH = `${APP_BASE_PATH}/texting/registration`;

const NextLink = ({ label }: { label: string }) => (
  <Button
    component={Link}
    to={REGISTRATION_PATH}
    size="xs"
    variant="light"
    style={{ alignSelf: 'flex-start' }}
  >
    {label}
  </Button>
);

/**
 * The texting page's setup card: until texting is enabled, the three steps (sender → message campaign → a
 * number) with their statuses, read again every few seconds while PENDING, and the next thing to do.
 */
export function TextingSetupCard({ campaignId, userId }: { campaignId: string; userId: string }) {
  const status = useRegistrationStatus(campaignId);
  if (status.isPending) return <Loader size="sm" aria-label="Loading the texting registration" />;
  if (status.error) {
    return (
      <Alert color="red" role="alert">
        {status.error.message}
      </Alert>
    );
  }
  const view = status.data;
  if (view.is_texting_enabled) return null;
  const brand = view.brand?.status;
  const messageCampaign = view.message_campaign?.status;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="texting-setup">
      <Title order={2} fz="h4" id="texting-setup">
        Set up texting
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Carriers deliver a campaign’s texts only once it is registered (A2P 10DLC) and owns a number.
      </Text>
      <RegistrationSteps
        status={view}
        actions={{
          sender:
            !brand || brand === 'FAILED' ? <NextLink label={brand ? 'Correct and send again' : 'Register'} /> : null,
          messageCampaign:
            brand === 'APPROVED' && (!messageCampaign || messageCampaign === 'FAILED') ? (
              <NextLink label={messageCampaign ? 'Correct and send again' : 'Register the message campaign'} />
            ) : null,
          number: view.phone_numbers === 0 ? <NumberPurchase campaignId={campaignId} userId={userId} /> : null,
        }}
      />
    </Card>
  );
} // prettier-ignore
