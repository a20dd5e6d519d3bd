import { msg } from '../../i18n/msg';
import { LEVEL, reaches } from '../access/permissions';

/**
 * The add-crew wizard's steps (doc 2, section 4). Steps 1 and 2 come first; then the data-entry
 * choice: Manual (the person's details typed now) or Request (they fill them in themselves).
 * Manual: six steps (details, position, crew details, requirements, documents, summary); Request:
 * four (details, position, requirements, summary).
 */
export type WizardPath = 'manual' | 'request';
export type WizardStep = 'details' | 'position' | 'crewDetails' | 'requirements' | 'documents' | 'summary';

export const STEP_TITLES: Record<WizardStep, string> = {
  details: msg('Crew details'),
  position: msg('Position details'),
  crewDetails: msg('Personal details'),
  requirements: msg('Requirements'),
  documents: msg('Documents'),
  summary: msg('Summary'),
};

/** The steps of a path; before the choice, those of the longer (Manual) path. */
export function wizardSteps(path: WizardPath | null): WizardStep[] {
  return path === 'request'
    ? ['details', 'position', 'requirements', 'summary']
    : ['details', 'position', 'crewDetails', 'requirements', 'documents', 'summary'];
}

/** The step after `step` on the path. */
export const stepAfter = (path: WizardPath | null, step: WizardStep): WizardStep => {
  const steps = wizardSteps(path);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)]!;
};

/** Manual entry writes personal, next-of-kin and bank details: payroll's (level 5). */
export const entersPersonalDetails = (level: number | null) => reaches(level, LEVEL.purser);

/**
 * Prospective (-1) is for someone who has not started: a start date that is not in the future
 * makes them Current Crew (1), and the wizard says why. Empty means today.
 */
export function statusForStart(status: -1 | 1, startDate: string, today: string) {
  const start = startDate || today;
  if (status === -1 && start <= today) return { status: 1 as const, warned: true };
  return { status, warned: false };
}

/** What a saved crew member still lacks, for the summary (empty when nothing is outstanding). */
export function outstandingItems(
  path: WizardPath,
  entered: { personal: boolean; nextOfKin: boolean; bank: boolean },
): string[] {
  const items: string[] = [];
  if (path === 'request' || !entered.personal) items.push(msg('Personal details'));
  if (path === 'request' || !entered.nextOfKin) items.push(msg('Next of kin'));
  if (path === 'request' || !entered.bank) items.push(msg('Bank details'));
  return items;
}
