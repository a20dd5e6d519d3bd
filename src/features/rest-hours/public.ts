// What other features may use of rest-hours (issue 35's lint zones: a feature reaches another only
// through its public files; tests/integration/import-zones.test.ts holds the rule): today's rest
// row for the landing pages. The approver query and the vessel details have doors of their own
// (public-*.ts), so a page that takes one does not carry the others' code in its chunk.
export { LogTodaySlot } from './components/log-today-slot';
