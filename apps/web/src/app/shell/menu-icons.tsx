import {
  IconBook2,
  IconBulb,
  IconChartBar,
  IconClipboardList,
  IconFlag,
  IconLayoutDashboard,
  IconMail,
  IconMessage2,
  IconMessageOff,
  IconPhoneCall,
  IconMap2,
  IconSignRight,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { MenuIcon } from '@groundwork/shared/access/index';

/** The shared menu names its icons; the web app draws them with Tabler icons. */
export const MENU_ICONS: Record<MenuIcon, Icon> = {
  dashboard: IconLayoutDashboard,
  walkbook: IconBook2,
  'road-sign': IconSignRight,
  recommendation: IconBulb,
  mail: IconMail,
  texting: IconMessage2,
  'phone-banking': IconPhoneCall,
  consent: IconMessageOff,
  'voter-group': IconUsersGroup,
  survey: IconClipboardList,
  district: IconMap2,
  voters: IconUsers,
  'election-results': IconChartBar,
  campaign: IconFlag,
  account: IconUserCircle,
};
