import { BRANDS, instanceOf } from '../domain/brand/brand';

/**
 * This instance's brand, as the server named it in the page it served (a meta tag). Read once:
 * the instance never changes while the app runs. Without the tag (tests), the yacht-crew one.
 */
export const brand =
  BRANDS[
    instanceOf(
      typeof document === 'undefined'
        ? null
        : document.querySelector<HTMLMetaElement>('meta[name="instance"]')?.content,
    )
  ];
