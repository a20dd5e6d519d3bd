import fc from 'fast-check';

/** Random days built from runs of work, rest and now and then neutral time, as people log them. */
export const loggedDayArb = fc
  .array(
    fc.record({
      value: fc.constantFrom('0', '0', '0', '1', '1', '1', 'n'),
      length: fc.integer({ min: 1, max: 20 }),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((ps) =>
    ps
      .map((p) => p.value.repeat(p.length))
      .join('')
      .padEnd(48, '0')
      .slice(0, 48),
  );
