import { initialRouteJs } from '../bench/bundle-size';

/**
 * Part of `npm test` (issue 7, item 13; issue 34): the JS a first visit to /login fetches,
 * gzipped, may not exceed 90 KB. The entry holds the login form; the router and Dexie load after
 * it shows (src/app/main.tsx). Bytes do not jitter like times, so this is a hard line: a tidy-up
 * that pulls zod, Dexie, the router or a UI library onto the login form fails the suite instead
 * of slipping through.
 */
const LIMIT = 90 * 1024;
const js = initialRouteJs('dist');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`First visit (/login) JS: ${kb(js.total)} gz (the entry and its preloads), limit ${kb(LIMIT)}`);
// The login form's frame: the entry paints the form itself, with no route chunk to wait for.
if (!/[`"']auth-page[`"']/.test(js.code())) {
  console.error('The login form is not in the entry: was src/app/main.tsx changed or the build renamed?');
  process.exit(1);
}
if (js.total > LIMIT) {
  console.error(`Over the limit by ${kb(js.total - LIMIT)}. Keep heavy imports off the login form.`);
  process.exit(1);
}
