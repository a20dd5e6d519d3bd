import { BRANDS, type Brand } from '@domain/brand/brand';

/**
 * The built page, named for the instance: its title, the home-screen title, and a meta tag the
 * app reads its brand from. One build serves both instances; the service worker caches the page
 * as served, so the brand holds offline too.
 */
export function brandedIndexHtml(html: string, brand: Brand): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${brand.name}</title>`)
    .replace(/(<meta name="apple-mobile-web-app-title" content=")[^"]*/, `$1${brand.name}`)
    .replace('</head>', `<meta name="instance" content="${brand.instance}" />\n  </head>`);
}

/** The web app manifest, named for the instance (what the home screen shows). */
export function brandedManifest(json: string, brand: Brand): string {
  const manifest = JSON.parse(json) as { name?: string; short_name?: string };
  const crew = BRANDS.crew.name;
  return JSON.stringify({
    ...manifest,
    name: manifest.name?.replace(crew, brand.name),
    short_name: brand.name,
  });
}
