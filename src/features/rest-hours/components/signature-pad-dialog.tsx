import { useRef, useState } from 'react';
import { FILE_PURPOSES } from '../../../contracts/file-purposes';
import { t } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { db, requestSync, syncService } from '../../../lib/services';
import { isOnline } from '../../../lib/use-online';
import { enqueue } from '../../../sync/outbox';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { signatureOnFile } from '../data/sign-checks';
import { saveSignatureFile } from '../data/signature-file';
import { SigningFor } from './signing-for';

const HEIGHT = 200; // spec: signature canvas 200 px high, black pen, saved as PNG

/** Digital signature: draw it with a finger or mouse, or upload an image under 3 MB. */
export function SignaturePadDialog({
  vesselId,
  month,
  onDone,
  onClose,
}: {
  vesselId: number;
  /** The month whose sign-off the signature is drawn for (YYYY-MM), named above the pad. */
  month: string;
  onDone: () => void;
  onClose: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [hasInk, setHasInk] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [
      ((e.clientX - r.left) * e.currentTarget.width) / r.width,
      ((e.clientY - r.top) * e.currentTarget.height) / r.height,
    ] as const;
  };
  const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d')!;
    ctx.strokeStyle = '#000';
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(...point(e));
    drawing.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d')!;
    ctx.lineTo(...point(e));
    ctx.stroke();
    setHasInk(true);
  };
  const clear = () => {
    const c = canvas.current!;
    c.getContext('2d')!.clearRect(0, 0, c.width, c.height);
    setHasInk(false);
  };
  const upload = (file: File | undefined) => {
    if (!file) return;
    if (file.size > FILE_PURPOSES.signature.maxBytes)
      return setError(FILE_PURPOSES.signature.tooBig(file.name));
    const reader = new FileReader();
    reader.onerror = () => setError(t('Error reading file'));
    reader.onload = () => {
      const img = new Image();
      img.onerror = () => setError(t('Error reading file'));
      img.onload = () => {
        clear();
        const c = canvas.current!;
        const scale = Math.min(c.width / img.width, c.height / img.height, 1);
        c.getContext('2d')!.drawImage(img, 0, 0, img.width * scale, img.height * scale);
        setHasInk(true);
        setError(null);
      };
      img.src = String(reader.result);
    };
    reader.readAsDataURL(file);
  };
  const save = async () => {
    setBusy(true);
    try {
      // The image is a file that travels beside the outbox (resumable); the operation that
      // makes it the signature waits until the server has it. Offline, both simply wait.
      const png = await new Promise<Blob>((resolve) =>
        canvas.current!.toBlob((b) => resolve(b!), 'image/png'),
      );
      const entry = await saveSignatureFile(db, vesselId, png, Date.now());
      const userId = (await db.session.get('current'))?.user.id;
      if (userId !== undefined) await signatureOnFile(userId);
      if (isOnline()) {
        // Online, the sign-off that follows asks the server for the signature: send it first.
        const outcome = await sentOrRefused(entry.id);
        if (outcome) return setError(outcome);
      }
      onDone();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  // Queued like every write, and remembered here, so the choice holds offline and is not asked again.
  const skip = async () => {
    const userId = (await db.session.get('current'))?.user.id ?? 0;
    await db.transaction('rw', db.outbox, db.secrets, async () => {
      await db.secrets.put({ key: 'signature-opt-out', userId });
      await enqueue(
        db,
        {
          op: 'hor/signature/optout',
          body: { optOut: true },
          baseVersion: 0,
          coalesceKey: 'hor/signature/optout',
          userId,
        },
        Date.now(),
      );
    });
    requestSync();
    onDone();
  };

  return (
    <Dialog title={t('Digital signature')} onClose={onClose}>
      <SigningFor month={month} />
      <p className="muted small" style={{ margin: 0 }}>
        {t(
          'Your handwritten signature is printed on the records you sign. Sign in the box, or upload an image.',
        )}
      </p>
      <canvas
        ref={canvas}
        width={600}
        height={HEIGHT}
        className="signature-pad"
        style={{ height: HEIGHT }}
        aria-label={t('Signature')}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={() => {
          drawing.current = false;
        }}
      />
      <div className="row-between">
        <Button small variant="ghost" onClick={clear}>
          {t('Clear')}
        </Button>
        <label className="btn btn-small btn-secondary">
          {t('Upload image')}
          <input type="file" accept="image/*" hidden onChange={(e) => upload(e.target.files?.[0])} />
        </label>
      </div>
      {error ? <div className="form-error">{error}</div> : null}
      <Button onClick={() => void save()} disabled={!hasInk || busy}>
        {t('Save')}
      </Button>
      <Button variant="ghost" onClick={() => void skip()}>
        {t('Sign without a handwritten signature')}
      </Button>
    </Dialog>
  );
}

/** Runs a sync and answers the refusal of the entry, if any (null once the server has it). */
async function sentOrRefused(entryId: string): Promise<string | null> {
  await (await syncService()).sync();
  for (let i = 0; i < 40; i++) {
    const left = await db.outbox.get(entryId);
    if (!left) return null;
    if (left.status === 'rejected') return left.rejection?.message ?? t('The signature was not saved.');
    await new Promise((r) => setTimeout(r, 250));
  }
  return null; // still on its way: it goes with the next sync
}
