import { useId, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';

/** The stamp as it is sent: a 150x150 PNG (the size the spec recommends), whatever was picked. */
export interface StampChoice {
  filename: string;
  content: string;
}

const SIZE = 150;

/** Scales an image into a 150x150 square (kept whole, on white): a phone photo becomes a few KB. */
async function scaled(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, SIZE, SIZE);
  const ratio = Math.min(SIZE / bitmap.width, SIZE / bitmap.height);
  const w = bitmap.width * ratio;
  const h = bitmap.height * ratio;
  ctx.drawImage(bitmap, (SIZE - w) / 2, (SIZE - h) / 2, w, h);
  bitmap.close();
  return canvas.toDataURL('image/png');
}

/**
 * The ships stamp (doc 2, vessel details): the image on file, or the one picked (images only),
 * with Remove. `value` undefined: unchanged; null: removed.
 */
export function ShipsStampField(props: {
  current: string | null;
  value: StampChoice | null | undefined;
  onChange: (v: StampChoice | null | undefined) => void;
  disabled: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = props.value === undefined ? props.current : (props.value?.content ?? null);
  const pick = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError(t('The ships stamp must be an image file.'));
    try {
      props.onChange({ filename: `${file.name.replace(/\.[^.]+$/, '')}.png`, content: await scaled(file) });
    } catch {
      setError(t('This image could not be read. Try a PNG or JPEG file.'));
    }
  };
  return (
    <fieldset className="plain-fieldset stack-tight">
      <legend>{t('Ships stamp')}</legend>
      <div className="stamp-row">
        <div className="stamp-frame">
          {shown ? (
            <img src={shown} alt={t('The ships stamp')} width={SIZE} height={SIZE} />
          ) : (
            <span className="muted small">{t('No stamp yet')}</span>
          )}
        </div>
        <div className="stack-tight">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/*"
            aria-label={t('Ships stamp image')}
            tabIndex={-1}
            className="visually-hidden"
            disabled={props.disabled}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button variant="secondary" disabled={props.disabled} onClick={() => input.current?.click()}>
            {shown ? t('Replace image') : t('Choose image')}
          </Button>
          {shown ? (
            <Button variant="ghost" disabled={props.disabled} onClick={() => props.onChange(null)}>
              {t('Remove')}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="small muted no-margin">
        {t('Printed on crew lists and reports. Any image; it is fitted to 150 × 150.')}
        {props.disabled ? ` ${t('Changing it needs a connection.')}` : ''}
      </p>
      {error ? (
        <p className="field-error no-margin" role="alert">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
