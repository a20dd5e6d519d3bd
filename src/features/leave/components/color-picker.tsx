import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { LEAVE_COLORS } from '../../../contracts/leave-records';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icons';

/** The colour picker popover (doc 3: 22 preset colours): the colour as a button, the presets as swatches. */
export function ColorPicker(props: { value: string; onChange: (color: string) => void; label: string }) {
  return (
    <DialogTrigger>
      <Button
        className="color-button"
        aria-label={t('{label}: colour #{value}', { label: props.label, value: props.value })}
      >
        <span className="color-chip" style={{ background: `#${props.value}` }} />
        <Icon name="down" />
      </Button>
      <Popover className="popover color-popover" placement="bottom start">
        <Dialog className="color-dialog" aria-label={t('Colour of {label}', { label: props.label })}>
          {({ close }) => (
            <div className="color-swatches">
              {LEAVE_COLORS.map((c) => (
                <button
                  key={c}
                  type="button"
                  className="color-swatch"
                  style={{ background: `#${c}` }}
                  aria-label={`#${c}`}
                  aria-pressed={c.toUpperCase() === props.value.toUpperCase()}
                  onClick={() => {
                    props.onChange(c);
                    close();
                  }}
                >
                  {c.toUpperCase() === props.value.toUpperCase() ? <Icon name="check" /> : null}
                </button>
              ))}
            </div>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
