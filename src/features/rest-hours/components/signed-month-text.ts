import { t } from '../../../i18n/i18n';

/**
 * The question before a change reopens a signed-off month. The seafarer changing their own
 * month reads "you must sign off again", not their own name as if someone else had to.
 */
export function signedMonthText(action: 'save' | 'delete', name: string, self: boolean): string {
  if (self)
    return action === 'delete'
      ? t('This month is signed off. If you delete this record, you must sign off again.')
      : t('This month is signed off. If you save this change, you must sign off again.');
  return action === 'delete'
    ? t('This month is signed off. If you delete this record, {name} must sign off again.', { name })
    : t('This month is signed off. If you save this change, {name} must sign off again.', { name });
}
