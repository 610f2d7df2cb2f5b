import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { themeCssVariables } from './theme-css';

describe('the built theme variables', () => {
  it('are exactly what MantineProvider would generate in the browser', () => {
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <p>page</p>
      </MantineProvider>,
    );
    const generated = document.querySelector('style[data-mantine-styles]')?.textContent;
    expect(generated).toContain('--mantine-color-dimmed');
    expect(themeCssVariables()).toBe(generated);
  });
});
