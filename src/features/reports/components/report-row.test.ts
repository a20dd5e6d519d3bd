import { describe, expect, it } from 'vitest';
import { lastGeneratedText } from './report-row';

describe('when a report was last generated', () => {
  it('says when, by whom and how, or that it never was', () => {
    expect(lastGeneratedText(undefined)).toBe('Not generated yet');
    const run = {
      reportType: 'crewandguests' as const,
      generatedAt: '2026-03-03T14:05:00',
      userId: 4,
      generatedBy: 'Anna Berg',
      how: 'email' as const,
    };
    expect(lastGeneratedText(run)).toBe('Last generated 03 Mar 26, 14:05 by Anna Berg (e-mailed)');
    expect(lastGeneratedText({ ...run, how: 'download' })).toMatch(/\(downloaded\)$/);
    expect(lastGeneratedText({ ...run, generatedAt: 'soon' })).toBe(
      'Last generated soon by Anna Berg (e-mailed)',
    );
  });
});
