import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../db/app-db';
import { certProblem } from './cert-problem';

const entry = (op: string, status: OutboxEntry['status'], certificateId = 'C1') =>
  ({ op, status, body: { yachtId: 1, certificateId } }) as Pick<OutboxEntry, 'op' | 'body' | 'status'>;

describe("a certificate's change waiting for a decision", () => {
  it('is a conflict or a refusal of its own save or delete, not a change on its way', () => {
    expect(certProblem([entry('cert/save', 'conflict')], 'C1')).toBe('conflict');
    expect(certProblem([entry('cert/delete', 'rejected')], 'C1')).toBe('rejected');
    expect(certProblem([entry('cert/save', 'pending'), entry('cert/save', 'sending')], 'C1')).toBeNull();
    expect(certProblem([entry('cert/save', 'conflict', 'C2')], 'C1')).toBeNull();
    expect(certProblem([entry('cert/settings/save', 'conflict')], 'C1')).toBeNull();
  });
});
