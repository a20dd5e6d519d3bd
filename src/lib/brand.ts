import { REPORTS_MODULE_NEEDED } from '../contracts/reports-module';
import { BRANDS, instanceOf, moduleSwitchPath } from '../domain/brand/brand';
import { msg } from '../i18n/msg';

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

/**
 * The reports-module prompt (doc 1, section 6: 'This feature requires the Reports Module to
 * function.'): where to switch it on, Modules, or on the HR instance, the support form.
 */
export const reportsModulePrompt = (codename: string) => ({
  title: msg('Reports module'),
  message: REPORTS_MODULE_NEEDED,
  to: moduleSwitchPath(brand, codename),
  goLabel: brand.accounts ? msg('Go to Modules') : msg('Contact us'),
});
