import { Alert, Anchor, Stack, Switch, Text } from '@mantine/core';
import { Link } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import type { Campaign } from '@groundwork/shared/contracts/campaigns';
import { detailOf } from '../../../lib/error-messages';
import { useSetTwoFactorPolicy } from '../api/two-factor-policy';

/**
 * The campaign setting "require two-factor for Managers and Directors", for the settings form: Managers
 * change it (and must have two-factor sign-in themselves to turn it on); others see it.
 */
export function TwoFactorPolicySetting({ campaign, canEdit }: { campaign: Campaign; canEdit: boolean }) {
  const policy = useSetTwoFactorPolicy(campaign.id);
  return (
    <Stack gap={4}>
      <Switch
        label="Require two-factor sign-in for Managers and Directors"
        checked={campaign.require_two_factor}
        disabled={!canEdit || policy.isPending}
        onChange={(event) => {
          policy.mutate(event.currentTarget.checked);
        }}
      />
      <Text size="xs" c="dimmed" pl={54}>
        Managers and Directors without it are sent to set it up before they can open the campaign.{' '}
        {!canEdit && 'Only a Manager can change this.'}
      </Text>
      {policy.isError && (
        <Alert color="red" variant="light" role="alert">
          {detailOf(policy.error)}{' '}
          <Anchor component={Link} to={`${APP_BASE_PATH}/account#two-factor`} size="sm">
            Go to your account
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
