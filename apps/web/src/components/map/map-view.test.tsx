import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DoorMap } from './door-map';

describe('map view', () => {
  it('says the map needs WebGL where the browser has none, instead of failing the page', () => {
    // jsdom has no WebGL: the page must still render, with the region and a plain explanation.
    render(
      <MantineProvider>
        <DoorMap doors={[[-78.64, 35.78, 2]]} label="Map of the selected voters" />
      </MantineProvider>,
    );
    expect(screen.getByRole('region', { name: 'Map of the selected voters' })).toBeInTheDocument();
    expect(screen.getByText(/The map needs WebGL/)).toBeInTheDocument();
  });
});
