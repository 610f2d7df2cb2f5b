import { Card, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { isMenuGroup, menuForTitle, type MenuView } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { LogoMark } from '../../components/logo';
import { formatDate } from '../../lib/format';
import { useActiveSession } from '../session/active-session';
import { MENU_ICONS } from '../shell/menu-icons';

/** What each listed page is for, on the home page's cards. */
const DESCRIPTIONS: Record<string, string> = {
  '/dashboard': 'Touches by channel, canvassers and walkbook progress.',
  '/walkbooks': 'Door-to-door lists with a walking route.',
  '/road-signs': 'Sign designs, placements and pickups.',
  '/recommendations': 'Walkbooks suggested for your district.',
  '/mail': 'Mail pieces and the drops sent to voter groups.',
  '/texting': 'Peer-to-peer text campaigns and their replies.',
  '/texting/assigned': 'The text campaigns you are assigned to.',
  '/phone-banking': 'Call campaigns with a script, callers and live counts.',
  '/phone-banking/assigned': 'The call campaigns you are assigned to.',
  '/voter-groups': 'Voters picked by filters or from a list.',
  '/surveys': 'Questions asked at the door and in conversations.',
  '/district/voters-hosted': 'The voter file of your district.',
  '/district/election-results': 'Past results by contest and precinct.',
  '/consent': 'Who asked not to be reached, on which channel.',
  '/campaign': 'Your campaign and its outreach channels.',
  '/account': 'Your profile, password and memberships.',
};

/** Exactly /groundwork: where the member's tools start. */
export function HomePage() {
  const { user, membership } = useActiveSession();
  const views = menuForTitle(membership.title)
    .flatMap((entry): (MenuView & { layout?: string })[] =>
      isMenuGroup(entry) ? entry.views.map((view) => ({ ...view, layout: entry.layout })) : [entry],
    )
    .filter((view) => !view.redirect);

  return (
    <>
      <PageHeader
        title={`Welcome, ${user.first}`}
        description={`${membership.campaign_name} · ${membership.title} since ${formatDate(membership.date_joined)}`}
        icon={<LogoMark size={28} />}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {views.map((view) => {
          const Icon = view.icon ? MENU_ICONS[view.icon] : MENU_ICONS.dashboard;
          return (
            <UnstyledButton
              key={view.path}
              component={Link}
              to={`${view.layout ?? APP_BASE_PATH}${view.path}`}
            >
              <Card withBorder radius="lg" padding="lg" h="100%" className="gw-hover-card">
                <ThemeIcon variant="light" size={40} radius="md" mb="sm" aria-hidden="true">
                  <Icon size={22} />
                </ThemeIcon>
                <Text fw={600}>{view.name}</Text>
                <Text size="sm" c="dimmed">
                  {DESCRIPTIONS[view.path] ?? ''}
                </Text>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </>
  );
}
