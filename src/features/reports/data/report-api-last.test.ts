import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportChoice } from '../../../contracts/reports';
import { queryClient } from '../../../lib/query-client';
import { emailReport, fetchReport, liveEmailDeps } from './report-api';

// The server's answer to the document GET, without a server.
const get = async () =>
  new Response('%PDF-1.4', {
    headers: { 'content-disposition': 'attachment; filename="M-Y Aurora Bank details.pdf"' },
  });

const choice: ReportChoice = {
  yachtId: 1,
  reportType: 'bankdetails',
  crewList: [4, 7],
  guestList: [],
  format: 'pdf',
};

afterEach(() => vi.restoreAllMocks());

describe("a report made on the server: its 'Last generated' line is read again", () => {
  it('after a download or a view (it said Not generated yet until the next sync)', async () => {
    const reread = vi.spyOn(queryClient, 'invalidateQueries');
    const file = await fetchReport(choice, 'attachment', 'fallback.pdf', get);
    expect(file.fileName).toBe('M-Y Aurora Bank details.pdf');
    expect(reread).toHaveBeenCalledWith({ queryKey: ['reports-last', 1] });
  });

  it('after an e-mail the server sent at once', async () => {
    const reread = vi.spyOn(queryClient, 'invalidateQueries');
    const deps = { ...liveEmailDeps, post: async () => ({ message: 'Sent.' }), flush: () => undefined };
    await expect(emailReport(deps, choice, 2, true)).resolves.toEqual({ sent: 'now', message: 'Sent.' });
    expect(reread).toHaveBeenCalledWith({ queryKey: ['reports-last', 1] });
  });
});
