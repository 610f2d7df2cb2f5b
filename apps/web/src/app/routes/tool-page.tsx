import { Button, Card, EmptyState } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasPermission, isLeadTitle } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { useActiveSession } from '../session/active-session';
import { MENU_ICONS } from '../shell/menu-icons';
import type { ToolPageConfig } from './tool-pages';

/** A tool route before its feature lands: a proper header and an empty state naming what will appear. */
export function ToolPage({ page }: { page: ToolPageConfig }) {
  const { membership } = useActiveSession();
  const Icon = MENU_ICONS[page.icon];
  const actions = (page.actions ?? []).filter((action) => hasPermission(membership.title, action.permission));
  return (
    <>
      {page.backTo && (
        <Button
          component={Link}
          to={`${APP_BASE_PATH}${page.backTo.path}`}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={14} aria-hidden="true" />}
          mb="sm"
        >
          {page.backTo.label}
        </Button>
      )}
      <PageHeader
        title={page.title}
        description={page.description}
        icon={<Icon size={24} />}
        actions={
          actions.length > 0
            ? actions.map((action) => (
                <Button
                  key={action.path}
                  component={Link}
                  to={`${APP_BASE_PATH}${action.path}`}
                  variant="light"
                >
                  {action.label}
                </Button>
              ))
            : undefined
        }
      />
      <Card withBorder radius="lg" py={48}>
        <EmptyState
          icon={<Icon size={32} />}
          withIndicatorBackground
          title={page.emptyTitle}
          description={
            isLeadTitle(membership.title) ? page.emptyText : (page.fieldEmptyText ?? page.emptyText)
          }
          data-testid="empty-state"
        />
      </Card>
    </>
  );
}
