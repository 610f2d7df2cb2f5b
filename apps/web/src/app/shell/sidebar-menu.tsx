import { Collapse, Tooltip } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { isMenuGroup, type MenuEntry, type MenuView } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { MENU_ICONS } from './menu-icons';
import classes from './sidebar.module.css';

interface SidebarMenuProps {
  entries: readonly MenuEntry[];
  showLabels: boolean;
  /** Mini mode: opening a group first expands the sidebar. */
  onExpand: () => void;
  onNavigate: () => void;
}

const hrefOf = (view: MenuView & { layout?: string }): string =>
  `${view.layout ?? APP_BASE_PATH}${view.path}`;

/** Shell §2: the active entry is the one whose layout plus path equals the current location. */
export const isActiveEntry = (view: MenuView & { layout?: string }, pathname: string): boolean =>
  hrefOf(view) === pathname;

function MiniTooltip({
  label,
  disabled,
  children,
}: {
  label: string;
  disabled: boolean;
  children: ReactNode;
}) {
  // No Tooltip at all where it would be disabled (labels shown, a phone's drawer): even disabled, each one
  // sets up its floating element on every render (a quarter of the door screen's first render at 375 px).
  if (disabled) return children;
  return (
    <Tooltip label={label} position="right" withArrow openDelay={150}>
      {children}
    </Tooltip>
  );
}

function ViewIcon({ view, nested }: { view: MenuView; nested: boolean }) {
  if (nested || !view.icon) {
    return (
      <span className={classes.mini} aria-hidden="true">
        {view.mini}
      </span>
    );
  }
  const Icon = MENU_ICONS[view.icon];
  return (
    <span className={classes.icon} aria-hidden="true">
      <Icon size={20} stroke={1.75} />
    </span>
  );
}

function ViewLink(
  props: { view: MenuView & { layout?: string }; nested?: boolean } & Omit<SidebarMenuProps, 'entries'>,
) {
  const { view, nested = false, showLabels, onNavigate } = props;
  const { pathname } = useLocation();
  const isActive = isActiveEntry(view, pathname);
  return (
    <li>
      <MiniTooltip label={view.name} disabled={showLabels}>
        <Link
          to={hrefOf(view)}
          className={classes.link}
          data-active={isActive || undefined}
          aria-current={isActive ? 'page' : undefined}
          aria-label={showLabels ? undefined : view.name}
          onClick={onNavigate}
        >
          <ViewIcon view={view} nested={nested && showLabels} />
          {showLabels && <span className={classes.label}>{view.name}</span>}
        </Link>
      </MiniTooltip>
    </li>
  );
}

function GroupEntry(
  props: { entry: Extract<MenuEntry, { collapse: true }> } & Omit<SidebarMenuProps, 'entries'>,
) {
  const { entry, showLabels, onExpand } = props;
  const { pathname } = useLocation();
  const hasActiveChild = entry.views.some((view) =>
    isActiveEntry({ ...view, layout: entry.layout }, pathname),
  );
  const [isOpen, setOpen] = useState(hasActiveChild);
  const Icon = MENU_ICONS[entry.icon];
  const panelId = `sidebar-group-${entry.state}`;
  return (
    <li>
      <MiniTooltip label={entry.name} disabled={showLabels}>
        <button
          type="button"
          className={classes.link}
          data-active={(!showLabels && hasActiveChild) || undefined}
          aria-expanded={showLabels ? isOpen : false}
          aria-controls={panelId}
          aria-label={showLabels ? undefined : entry.name}
          onClick={() => {
            if (!showLabels) {
              onExpand();
              setOpen(true);
            } else setOpen((open) => !open);
          }}
        >
          <span className={classes.icon} aria-hidden="true">
            <Icon size={20} stroke={1.75} />
          </span>
          {showLabels && (
            <>
              <span className={classes.label}>{entry.name}</span>
              <IconChevronDown
                size={16}
                className={classes.chevron}
                data-open={isOpen || undefined}
                aria-hidden="true"
              />
            </>
          )}
        </button>
      </MiniTooltip>
      <Collapse expanded={showLabels && isOpen} id={panelId}>
        <ul className={`${classes.list} ${classes.nested}`}>
          {entry.views
            .filter((view) => !view.redirect)
            .map((view) => (
              <ViewLink key={view.path} {...props} view={{ ...view, layout: entry.layout }} nested />
            ))}
        </ul>
      </Collapse>
    </li>
  );
}

/** The role's menu (from the shared access map): redirect entries are never listed. */
export function SidebarMenu({ entries, ...rest }: SidebarMenuProps) {
  return (
    <ul className={classes.list} aria-label="Pages">
      {entries.map((entry) =>
        isMenuGroup(entry) ? (
          <GroupEntry key={entry.state} entry={entry} {...rest} />
        ) : entry.redirect ? null : (
          <ViewLink key={entry.path} view={entry} {...rest} />
        ),
      )}
    </ul>
  );
}
