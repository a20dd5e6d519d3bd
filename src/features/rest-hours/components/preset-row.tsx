import { useState } from 'react';
import type { Preset } from '../../../contracts/rest-hours';
import type { StoredSession } from '../../../db/app-db';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { PresetsDialog } from './presets-dialog';

/** Above the timeline: put one of the user's presets on the day, or manage them. */
export function PresetRow(props: {
  session: StoredSession;
  presets: Preset[];
  /** The module's path on this vessel (for the preset editor). */
  base: string;
  onApply: (preset: Preset | undefined) => void;
}) {
  const { presets } = props;
  const [managing, setManaging] = useState(false);
  return (
    <div className="preset-row">
      <Select
        label={t('Preset')}
        value={null}
        // With none, the field says so rather than opening onto an empty list (field test).
        placeholder={presets.length ? t('Apply a preset…') : t('No presets yet')}
        isDisabled={presets.length === 0}
        choices={presets.map((p) => ({
          id: p.id,
          label: p.isDefault ? t('{name} - Default', { name: p.name }) : p.name,
        }))}
        onChange={(id) => props.onApply(presets.find((p) => p.id === id))}
      />
      <Button small variant="ghost" onClick={() => setManaging(true)}>
        {t('Presets')}
      </Button>
      {managing ? (
        <PresetsDialog
          session={props.session}
          presets={presets}
          base={props.base}
          onClose={() => setManaging(false)}
        />
      ) : null}
    </div>
  );
}
