import { Text } from '@mantine/core';
import { PRODUCT_NAME } from '@groundwork/shared/constants';
import { config } from '../config/env';
import classes from './logo.module.css';

interface LogoMarkProps {
  size?: number;
  /** Draws the mark in a loop: the loading card's animated logo. */
  animated?: boolean;
}

/** The Groundwork mark: a "G" arc over a line of ground. */
export function LogoMark({ size = 32, animated = false }: LogoMarkProps) {
  return (
    <svg
      className={`${classes.mark} ${animated ? classes.animated : ''}`}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-teal-8)" />
      <path
        className={classes.arc}
        d="M44 22.5A14 14 0 1 0 46 34H33"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path className={classes.ground} d="M14 52h36" stroke="#9be7c4" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

interface LogoLinkProps {
  size?: number;
  /** Hide the word mark (mini sidebar). */
  markOnly?: boolean;
}

/** The logo, linking to the public website in a new tab. */
export function LogoLink({ size = 32, markOnly = false }: LogoLinkProps) {
  return (
    <a
      className={classes.link}
      href={config.publicWebsiteUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${PRODUCT_NAME} website (opens in a new tab)`}
    >
      <LogoMark size={size} />
      {!markOnly && (
        <Text component="span" size="lg" className={classes.wordmark}>
          {PRODUCT_NAME}
        </Text>
      )}
    </a>
  );
}
