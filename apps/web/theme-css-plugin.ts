import type { Plugin } from 'vite';
import { themeCssVariables } from './src/app/theme-css.ts';

const ID = 'virtual:theme-variables.css';
const RESOLVED = `\0${ID}`;

/**
 * `import 'virtual:theme-variables.css'`: the theme's CSS variables, computed here at build time (and by the
 * development server) instead of by MantineProvider in every visitor's browser (src/app/theme-css.ts).
 */
export const themeCss: Plugin = {
  name: 'groundwork:theme-css',
  resolveId: (id) => (id === ID ? RESOLVED : undefined),
  load: (id) => (id === RESOLVED ? themeCssVariables() : undefined),
};
