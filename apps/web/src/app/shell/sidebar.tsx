import { Badge, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconScale } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { menuForTitle } from '@groundwork/shared/access/index';
import { SIDEBAR_MINI_WIDTH_PX, SIDEBAR_WIDTH_PX } from '@groundwork/shared/constants';
import { LogoLink } from '../../components/logo';
import { LEGAL_DOCUMENTS } from '../../config/env';
import { SidebarMenu } from './sidebar-menu';
import classes from './sidebar.module.css';
import type { SidebarState } from './use-sidebar';

interface SidebarProps {
  state: SidebarState;
  title: string;
  campaignName: string;
}

/** The legal footer links use the documents' short names (shell §2). */
const LEGAL_LINK_NAMES: Record<string, string> = {
  'privacy-policy': 'Privacy Policy',
  'terms-and-conditions': 'Terms & Conditions',
  disclaimer: 'Disclaimer',
};
const FOOTER_ORDER = ['privacy-policy', 'terms-and-conditions', 'disclaimer'];

export function Sidebar({ state, title, campaignName }: SidebarProps) {
  const { viewport, isMini, isDrawerOpen, isHoverExpanded, showLabels } = state;
  const isPhone = viewport === 'phone';
  const width = showLabels ? SIDEBAR_WIDTH_PX : SIDEBAR_MINI_WIDTH_PX;
  const style = { '--sidebar-width': `${String(width)}px` } as CSSProperties;
  const closeOnPhone = () => {
    if (isPhone) state.closeDrawer();
  };
  const legal = FOOTER_ORDER.flatMap((id) => LEGAL_DOCUMENTS.filter((document) => document.id === id));

  return (
    <nav
      id="app-sidebar"
      aria-label="Main"
      className={classes.sidebar}
      style={style}
      data-viewport={viewport}
      data-phone={isPhone || undefined}
      data-open={isDrawerOpen || undefined}
      data-overlay={isHoverExpanded || isDrawerOpen || undefined}
      data-mini={!showLabels || undefined}
      data-testid="sidebar"
      onMouseEnter={() => {
        state.setHovered(true);
      }}
      onMouseLeave={() => {
        state.setHovered(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isDrawerOpen) state.closeDrawer();
      }}
    >
      <div className={classes.brand}>
        <LogoLink size={32} markOnly={!showLabels} />
      </div>
      {showLabels && campaignName && (
        <div className={classes.campaign}>
          <Text size="sm" fw={600} c="white" truncate>
            {campaignName}
          </Text>
          <Badge size="sm" variant="light" color="teal" mt={4}>
            {title}
          </Badge>
        </div>
      )}
      <div className={classes.menu}>
        <SidebarMenu
          entries={menuForTitle(title)}
          showLabels={showLabels}
          onExpand={() => {
            state.setMini(false);
          }}
          onNavigate={closeOnPhone}
        />
      </div>
      <div className={classes.footer}>
        {showLabels ? (
          <div className={classes.legal} aria-label="Legal documents" role="group">
            {legal.map((document) => (
              <a
                key={document.id}
                className={classes.legalLink}
                href={document.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {LEGAL_LINK_NAMES[document.id] ?? document.title}
              </a>
            ))}
          </div>
        ) : (
          <Tooltip label="Legal documents" position="right" withArrow>
            <UnstyledButton
              className={classes.link}
              aria-label="Show legal documents"
              onClick={() => {
                state.setMini(false);
              }}
            >
              <span className={classes.icon} aria-hidden="true">
                <IconScale size={20} stroke={1.75} />
              </span>
            </UnstyledButton>
          </Tooltip>
        )}
        {!isPhone && (
          <UnstyledButton
            className={classes.link}
            aria-label={isMini ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!isMini}
            aria-controls="app-sidebar"
            onClick={() => {
              state.setMini(!isMini);
            }}
          >
            <span className={classes.icon} aria-hidden="true">
              {isMini ? (
                <IconLayoutSidebarLeftExpand size={20} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} />
              )}
            </span>
            {/* The shown label is the button's name (axe: label-content-name-mismatch). */}
            {showLabels && (
              <span className={classes.label}>{isMini ? 'Expand sidebar' : 'Collapse sidebar'}</span>
            )}
          </UnstyledButton>
        )}
      </div>
    </nav>
  );
}
