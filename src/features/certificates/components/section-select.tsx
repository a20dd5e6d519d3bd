import { type Control, Controller } from 'react-hook-form';
import type { CertSection } from '../../../contracts/certificates';
import { sectionLabel } from '../../../domain/certificates/cert-list';
import { t } from '../../../i18n/i18n';
import { Select } from '../../../ui/select';

/** The certificate's Section, each shown with its shortcut; empty until one is chosen. */
export function SectionSelect<T extends { sectionId: string }>(props: {
  control: Control<T>;
  sections: readonly CertSection[];
  error: string | undefined;
}) {
  // The one field both certificate forms have; react-hook-form's paths cannot see that.
  const control = props.control as unknown as Control<{ sectionId: string }>;
  return (
    <Controller
      control={control}
      name="sectionId"
      render={({ field }) => (
        <Select
          label={t('Section')}
          value={field.value || null}
          onChange={field.onChange}
          choices={props.sections.map((s) => ({ id: String(s.id), label: sectionLabel(s, t) }))}
          placeholder={t('Choose a section')}
          error={props.error}
        />
      )}
    />
  );
}
