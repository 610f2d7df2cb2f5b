import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';

type Variables = Record<string, string>;

/** The entries of `input` whose value differs from `defaults` (Mantine's own sheet already sets the rest). */
const changed = (input: Variables, defaults: Variables): Variables =>
  Object.fromEntries(Object.entries(input).filter(([name, value]) => defaults[name] !== value));

/**
 * The theme's CSS variables (its colours, their variants, our resolver's overrides) as a stylesheet, which
 * MantineProvider would otherwise compute on every page load (~40 ms of a phone's first render, four times
 * that on a mid-range one). Built once by the `groundwork:theme-css` Vite plugin from this same theme, so
 * they cannot drift; providers.tsx turns Mantine's own generation off (decision 0029).
 */
export const themeCssVariables = (): string => {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = defaultCssVariablesResolver(full);
  const extra = cssVariablesResolver(full);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const merged: ConvertCSSVariablesInput = {
    variables: changed({ ...ours.variables, ...extra.variables }, defaults.variables),
    light: changed({ ...ours.light, ...extra.light }, defaults.light),
    dark: changed({ ...ours.dark, ...extra.dark }, defaults.dark),
  };
  return convertCssVariables(merged);
};
