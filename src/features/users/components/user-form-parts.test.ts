import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { AdminVessel } from '../../../contracts/users';
import { VesselChoice } from './user-form-parts';

const vessel = (id: number, name: string, level: number): AdminVessel => ({
  id,
  name,
  codename: name.toLowerCase(),
  level,
  users: [],
  departments: [],
  positions: [],
});
const fleet = [vessel(1, 'Aurora', 8), vessel(2, 'Meridian', 8), vessel(3, 'Solstice', 4)];
const shown = (value: string[], several = true) =>
  renderToStaticMarkup(
    createElement(VesselChoice, {
      vessels: fleet,
      several,
      value,
      onChange: () => undefined,
      error: 'No vessel selected.',
    }),
  );

// Field test s59: a fleet manager unticking the one vessel ticked saw the list of vessels turn into
// a single 'Vessel' choice under the pointer, and 'No vessel selected.' was never shown.
it('with every vessel unticked, the list of vessels stays and says no vessel is selected', () => {
  const html = shown([]);
  expect(html).toContain('Vessels</legend>');
  expect(html).toContain('Aurora');
  expect(html).toContain('Meridian');
  expect(html).toContain('No vessel selected.');
});

it('one vessel at a time (below level 6) says it too', () => {
  const html = shown(['3']);
  expect(html).not.toContain('</legend>');
  expect(html).toContain('No vessel selected.');
});
