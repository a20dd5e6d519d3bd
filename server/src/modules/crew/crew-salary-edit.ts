import type { SalarySaveInput } from '@contracts/crew';
import { MSG } from '@contracts/messages';
import { refused } from '../../kernel/outcome';
import type { WriteUseCase } from '../../kernel/use-case';
import { saveSalary } from './crew-pay';

/**
 * PUT /salary/{id} (doc 2, section 7): a salary entry edited by its own id, for the crew member
 * it belongs to, by Update salary's rules (saveSalary: level 5 over someone below them, a known
 * currency). The entry's crew member comes from the entry, never from the body.
 */
export const editSalary: WriteUseCase<
  Omit<SalarySaveInput, 'crewId' | 'amount' | 'currencyId'> & { amount: number; currencyId: number }
> = async (tx, actor, body, now) => {
  const [entry] = await tx.query<{ crew_id: number }>('SELECT crew_id FROM crew_salaries WHERE id = $1', [
    body.salaryId,
  ]);
  // Editing only: an id no entry has is not a new entry (POST /salary/crewonyacht/{id} adds one).
  if (!entry) return refused(MSG.status404, 404);
  return saveSalary(tx, actor, { ...body, crewId: Number(entry.crew_id) }, now);
};
