// What other features may use of vessel (issue 35's lint zones: a feature reaches another only
// through its public.ts; tests/integration/import-zones.test.ts holds the rule).

export { type DetailKind, REGISTRY_FIELDS } from './components/registry-fields';
export { ShipsStampField, type StampChoice } from './components/ships-stamp-field';
