// What other features may use of access (issue 35's lint zones: a feature reaches another only
// through its public.ts; tests/integration/import-zones.test.ts holds the rule).
export { PasswordRules } from './components/password-rules';
