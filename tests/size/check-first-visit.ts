import { initialRouteJs } from '../bench/bundle-size';

/**
 * Part of `npm test` (issue 7, item 13): the JS a first visit to /login fetches, gzipped, may
 * not exceed 130 KB. Bytes do not jitter like times, so this is a hard line: a tidy-up that
 * pulls zod or a UI library onto the login page fails the suite instead of slipping through.
 */
const LIMIT = 130 * 1024;
const js = initialRouteJs('dist', 'login-page');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `First visit (/login) JS: ${kb(js.total)} gz (shell ${kb(js.shell)} + route ${kb(js.route)}), limit ${kb(LIMIT)}`,
);
if (js.route === 0) {
  console.error('No login route chunk found in dist/assets: was the build renamed?');
  process.exit(1);
}
if (js.total > LIMIT) {
  console.error(`Over the limit by ${kb(js.total - LIMIT)}. Keep heavy imports off the login route.`);
  process.exit(1);
}
