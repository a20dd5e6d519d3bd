import { GROUP_TITLES, REQUIREMENT_TYPES, type RequirementGroup } from '@domain/crew/requirement-types';

type TypeItem = { id: number; requirementTypeId: number; name: string };
/** A rank of deck or engine qualifications: its heading and its types. */
type Rank = { name: string; types: TypeItem[] };

/**
 * GET /requirements/types as the spec groups them (doc 2, section 3): general, deckQuals and
 * engQuals (each in groups, by rank), trainingTypes, other. Each type carries the spec's
 * `requirementTypeId` beside its `id`. The training group is answered always: the call names no
 * vessel, and whether one has the familiarization module is the screen's to apply.
 */
export function requirementTypeGroups(): Record<RequirementGroup, TypeItem[] | Rank[]> {
  const item = (t: (typeof REQUIREMENT_TYPES)[number]): TypeItem => ({
    id: t.id,
    requirementTypeId: t.id,
    name: t.name,
  });
  const of = (group: RequirementGroup) => REQUIREMENT_TYPES.filter((t) => t.group === group);
  const ranked = (group: RequirementGroup): Rank[] => {
    const ranks = new Map<string, TypeItem[]>();
    for (const t of of(group)) ranks.set(t.subgroup ?? '', [...(ranks.get(t.subgroup ?? '') ?? []), item(t)]);
    return [...ranks].map(([name, types]) => ({ name, types }));
  };
  const groups = Object.keys(GROUP_TITLES) as RequirementGroup[];
  return Object.fromEntries(
    groups.map((g) => [g, g === 'deckQuals' || g === 'engQuals' ? ranked(g) : of(g).map(item)]),
  ) as Record<RequirementGroup, TypeItem[] | Rank[]>;
}
