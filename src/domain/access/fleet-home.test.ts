import { describe, expect, it } from 'vitest';
import { byVesselName, fleetHome, homeLink } from './fleet-home';

const v = (name: string, codename: string) => ({ name, codename });

describe('fleetHome', () => {
  it('sends a user without a vessel to the What now! page', () => {
    expect(fleetHome([])).toBe('/fleet/empty');
  });
  it('takes a user with one vessel straight to it', () => {
    expect(fleetHome([v('M/Y Aurora', 'aurora')])).toBe('/fleet/aurora');
  });
  it('shows the fleet list to a user with several', () => {
    expect(fleetHome([v('M/Y Aurora', 'aurora'), v('S/Y Meridian', 'meridian')])).toBe('/fleet');
  });
  it('names the way back after where it leads', () => {
    expect(homeLink([v('M/Y Aurora', 'aurora')])).toEqual({ to: '/fleet/aurora', label: 'M/Y Aurora' });
    expect(homeLink([v('M/Y Aurora', 'aurora'), v('S/Y Meridian', 'meridian')]).label).toBe('Fleet list');
  });
});

describe('byVesselName', () => {
  it('sorts by the name after the M/Y or S/Y prefix, ignoring case, with numbers in order', () => {
    const sorted = byVesselName([
      v('S/Y Meridian', 'meridian'),
      v('M/Y solstice', 'solstice'),
      v('Tender 10', 't10'),
      v('M/Y Aurora', 'aurora'),
      v('Tender 9', 't9'),
    ]);
    expect(sorted.map((x) => x.codename)).toEqual(['aurora', 'meridian', 'solstice', 't9', 't10']);
  });
  it('keeps two vessels of the same name apart by codename, and leaves its input as it was', () => {
    const input = [v('M/Y Aurora', 'aurora-2'), v('M/Y Aurora', 'aurora')];
    expect(byVesselName(input).map((x) => x.codename)).toEqual(['aurora', 'aurora-2']);
    expect(input[0]!.codename).toBe('aurora-2');
  });
});
