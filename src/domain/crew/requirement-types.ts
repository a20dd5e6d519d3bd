import { msg } from '../../i18n/msg';
/**
 * The requirement types a vessel or a position can ask of its crew (doc 2, section 3): five
 * groups; deck and engine qualifications come in ranks. A reference list, the same on the
 * device and the server (so it is there offline, like the countries).
 */
export type RequirementGroup = 'general' | 'deckQuals' | 'engQuals' | 'trainingTypes' | 'other';

export interface RequirementType {
  id: number;
  name: string;
  group: RequirementGroup;
  /** The rank heading inside deck and engine qualifications. */
  subgroup?: string;
}

export const GROUP_TITLES: Record<RequirementGroup, string> = {
  general: msg('General'),
  deckQuals: msg('Deck qualifications'),
  engQuals: msg('Engineering qualifications'),
  trainingTypes: msg('Training'),
  other: msg('Other'),
};

const t = (id: number, name: string, group: RequirementGroup, subgroup?: string): RequirementType =>
  subgroup ? { id, name, group, subgroup } : { id, name, group };

export const REQUIREMENT_TYPES: readonly RequirementType[] = [
  t(1, msg('Passport'), 'general'),
  t(2, msg("Seaman's discharge book"), 'general'),
  t(3, msg('ENG1 medical certificate'), 'general'),
  t(4, msg('STCW Basic Safety Training'), 'general'),
  t(5, 'Visa (B1/B2)', 'general'),
  t(6, msg('Schengen visa'), 'general'),
  t(7, msg('Security awareness (PSA)'), 'general'),
  t(20, 'Master (Yachts < 3000 GT)', 'deckQuals', msg('Master')),
  t(21, 'Master (Yachts < 500 GT)', 'deckQuals', msg('Master')),
  t(22, msg('Chief Mate (Yachts < 3000 GT)'), 'deckQuals', msg('Officer')),
  t(23, msg('Officer of the Watch (Yachts < 3000 GT)'), 'deckQuals', msg('Officer')),
  t(24, msg('Yachtmaster Ocean'), 'deckQuals', msg('Yachtmaster')),
  t(25, msg('Yachtmaster Offshore'), 'deckQuals', msg('Yachtmaster')),
  t(26, msg('Yachtmaster Coastal'), 'deckQuals', msg('Yachtmaster')),
  t(40, msg('Chief Engineer (Y1)'), 'engQuals', msg('Chief Engineer')),
  t(41, msg('Chief Engineer (Y2)'), 'engQuals', msg('Chief Engineer')),
  t(42, msg('Second Engineer (Y3)'), 'engQuals', msg('Engineer')),
  t(43, 'Engineer (Y4)', 'engQuals', msg('Engineer')),
  t(44, msg('Approved Engine Course (AEC)'), 'engQuals', msg('Engine rating')),
  t(60, msg('Vessel familiarisation'), 'trainingTypes'),
  t(61, msg('Safety induction'), 'trainingTypes'),
  t(62, msg('Drill: man overboard'), 'trainingTypes'),
  t(63, msg('Drill: fire and abandon ship'), 'trainingTypes'),
  t(80, msg('GMDSS General Operator (GOC)'), 'other'),
  t(81, msg('Food Hygiene Level 2'), 'other'),
  t(82, msg('Designated Security Duties (PDSD)'), 'other'),
  t(83, msg('Ship Security Officer (SSO)'), 'other'),
  t(84, msg('Powerboat Level 2'), 'other'),
];

/** The spec's label for a type that is not (or no longer) on the list, its spelling kept. */
export const UNKNOWN_REQUIREMENT = msg('Unknow requirement');

export const requirementName = (id: number) =>
  REQUIREMENT_TYPES.find((r) => r.id === id)?.name ?? UNKNOWN_REQUIREMENT;

/** The groups shown to a vessel: training only with the familiarization module. */
export function requirementGroups(hasFamiliarization: boolean) {
  const groups = (Object.keys(GROUP_TITLES) as RequirementGroup[]).filter(
    (g) => g !== 'trainingTypes' || hasFamiliarization,
  );
  return groups.map((group) => ({
    group,
    title: GROUP_TITLES[group],
    types: REQUIREMENT_TYPES.filter((r) => r.group === group),
  }));
}

/** Whether a vessel may ask for a type: a known one, training only with familiarization. */
export const requirementAllowed = (id: number, hasFamiliarization: boolean) => {
  const type = REQUIREMENT_TYPES.find((r) => r.id === id);
  return Boolean(type) && (type!.group !== 'trainingTypes' || hasFamiliarization);
};
