import { CELLS_PER_DAY } from '../domain/rest-hours/timeline';

/** A day of 48 half hours as a thin bar (work, rest, neutral), for lists and comparisons. */
export function DayBar({ work, tall }: { work: string; tall?: boolean }) {
  const stops: string[] = [];
  for (let i = 0; i < CELLS_PER_DAY; i++) {
    const color = work[i] === '1' ? 'var(--work)' : work[i] === 'n' ? 'var(--neutral)' : 'var(--rest)';
    stops.push(`${color} ${(i / CELLS_PER_DAY) * 100}% ${((i + 1) / CELLS_PER_DAY) * 100}%`);
  }
  return (
    <div
      className="day-bar"
      style={{
        height: tall ? 14 : 8,
        borderRadius: 4,
        width: '100%',
        background: `linear-gradient(to right, ${stops.join(', ')})`,
      }}
    />
  );
}
