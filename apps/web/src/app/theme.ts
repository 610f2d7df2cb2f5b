import {
  createTheme,
  darken,
  DEFAULT_THEME,
  luminance,
  toRgba,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeComponent,
} from '@mantine/core';

/** WCAG 2 AA for normal text is 4.5:1; a little margin covers the light grey surfaces (gray.0, gray.1). */
const TEXT_CONTRAST = 4.7;

const contrast = (a: string, b: string): number => {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};

const hex = (color: string): string => {
  const { r, g, b } = toRgba(color);
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
};

/** `color`, darkened in small steps until text in it (or on it) reads at TEXT_CONTRAST against `other`. */
const readableAgainst = (color: string, other: string): string => {
  for (let amount = 0; amount < 1; amount += 0.02) {
    const candidate = hex(darken(color, amount));
    if (contrast(candidate, other) >= TEXT_CONTRAST) return candidate;
  }
  return '#000000';
};

/**
 * Mantine's palette with shades 7 to 9 darkened where needed (issue 9, item 13). Shades 7 and 8 carry
 * white text (8 is the filled colour) and are the colour of text and links on white and light grey;
 * shade 9 is the text of the light variant on shade 1. Mantine's teal.7 gave white text 3.1:1; these
 * give at least 4.5:1.
 */
const LIGHT_GREY = DEFAULT_THEME.colors.gray[1];
const readableColors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, shades]) => {
    const strong = [shades[7], shades[8]].map((shade) => readableAgainst(shade, LIGHT_GREY));
    const lightText = readableAgainst(shades[9], shades[1]);
    const tuple = [...shades.slice(0, 7), ...strong, lightText] as unknown as MantineColorsTuple;
    return [name, tuple];
  }),
);

const withDefaultProps = (defaultProps: Record<string, unknown>): MantineThemeComponent => ({ defaultProps });

export const theme = createTheme({
  primaryColor: 'teal',
  colors: readableColors,
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // Plain objects rather than `Modal.extend(...)`: naming a component here would put its code (and a dialog's,
  // a drawer's, a scroll area's) into the first chunk of every page (decision 0029).
  components: {
    // Every close and clear button (dialogs, notifications, clearable inputs) has a name (axe: button-name).
    Modal: withDefaultProps({ closeButtonProps: { 'aria-label': 'Close' } }),
    Drawer: withDefaultProps({ closeButtonProps: { 'aria-label': 'Close' } }),
    Notification: withDefaultProps({ closeButtonProps: { 'aria-label': 'Close' } }),
    InputClearButton: withDefaultProps({ 'aria-label': 'Clear' }),
    FileInput: withDefaultProps({ clearButtonProps: { 'aria-label': 'Clear' } }),
    // A spinner that says what loads is announced as a status (an aria-label needs a role).
    Loader: withDefaultProps({ role: 'status' }),
    // A region that scrolls (a wide table on a phone, a long list) can be scrolled with the keyboard
    // (axe: scrollable-region-focusable).
    ScrollArea: withDefaultProps({ viewportProps: { tabIndex: 0 } }),
    ScrollAreaAutosize: withDefaultProps({ viewportProps: { tabIndex: 0 } }),
  },
});

/** Dimmed text (gray.6 by default, 3.3:1 on white) darkened to read on the light grey surfaces too; errors in red.8. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': readableAgainst(DEFAULT_THEME.colors.gray[6], LIGHT_GREY),
    // Field errors were red.6 (3.3:1).
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
