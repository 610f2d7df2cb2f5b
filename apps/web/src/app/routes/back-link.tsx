import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';

/** "← Voter Groups": the list a detail page belongs to. */
export function BackLink({ label, path }: { label: string; path: string }) {
  return (
    <Button
      component={Link}
      to={`${APP_BASE_PATH}${path}`}
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowLeft size={14} aria-hidden="true" />}
      mb="sm"
    >
      {label}
    </Button>
  );
}
