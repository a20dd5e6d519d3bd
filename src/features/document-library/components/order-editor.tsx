import { useRef, useState } from 'react';
import { changedOrders, truncateName } from '../../../domain/certificates/document-library';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { useUnsavedGuard } from '../../../ui/unsaved-guard';
import { type Ordered, typeOrder } from '../data/order-typing';
import type { LocalDoc, LocalSection } from '../data/use-library';

/**
 * The document order popup as a mode of the page (doc 2, sections 2 and 4): a number box per
 * document, grouped by section, Save and Cancel. Typing a number sets that order; whoever holds
 * it and those after shift up by one (domain applyOrder), worked out from the section as it was
 * when the box was entered, so typing '12' is not '1' then '12'. Rows keep their place while
 * editing (a row jumping under the finger loses the box); the library re-sorts after Save. Only
 * the changed orders are saved. Leaving with unsaved orders asks first, Back included.
 */
export function OrderEditor(props: {
  sections: readonly LocalSection[];
  docs: ReadonlyMap<string, readonly LocalDoc[]>;
  onSave: (changes: Record<string, number>) => Promise<void>;
  onDone: () => void;
}) {
  // A snapshot of the library when the mode began: what Save compares with.
  const [original] = useState(
    () =>
      new Map(
        props.sections.map((s) => [
          s.id,
          (props.docs.get(s.id) ?? []).map((d) => ({ id: d.id, order: d.order })),
        ]),
      ),
  );
  const [draft, setDraft] = useState<Map<string, Ordered[]>>(original);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const base = useRef<Ordered[] | null>(null);
  const changes: Record<string, number> = {};
  for (const [sectionId, before] of original)
    Object.assign(changes, changedOrders(before, draft.get(sectionId) ?? before));
  const dirty = Object.keys(changes).length > 0;
  const save = async () => {
    await props.onSave(changes);
    return true;
  };
  const guard = useUnsavedGuard({
    dirty,
    what: t('the order of the documents'),
    onSave: save,
    onDiscard: () => setDraft(original),
    links: true,
  });
  const orderOf = (sectionId: string, id: string) =>
    draft.get(sectionId)?.find((d) => d.id === id)?.order ?? 0;
  const type = (sectionId: string, id: string, text: string) => {
    const next = typeOrder(base.current ?? draft.get(sectionId) ?? [], id, text);
    if (next === null) return;
    setTexts((t) => ({ ...t, [id]: text }));
    if (next !== 'keep') setDraft((d) => new Map(d).set(sectionId, next));
  };
  const withDocs = props.sections.filter((s) => (original.get(s.id) ?? []).length > 0);
  return (
    <div className="stack">
      <h2 className="no-margin">{t('Document order')}</h2>
      <p className="order-help muted no-margin">
        {t(
          "Type a number in a document's box to set its order. If another document holds that number, it and the ones after it move up by one. 0 puts a document last.",
        )}
      </p>
      {withDocs.map((s) => (
        <section
          key={s.id}
          className="card stack section-card"
          aria-label={t('Order of {name}', { name: s.name })}
        >
          <h2>{s.name}</h2>
          <ul className="doc-list">
            {(props.docs.get(s.id) ?? []).map((d) => {
              const order = orderOf(s.id, d.id);
              const moved = order !== d.order;
              return (
                <li key={d.id} className={`order-row${moved ? ' moved' : ''}`}>
                  <input
                    className="input"
                    inputMode="numeric"
                    autoComplete="off"
                    aria-label={t('Order of {name}', { name: d.name })}
                    value={texts[d.id] ?? String(order)}
                    onFocus={(e) => {
                      base.current = draft.get(s.id) ?? [];
                      e.currentTarget.select();
                    }}
                    onBlur={() => {
                      base.current = null;
                      setTexts(({ [d.id]: _, ...rest }) => rest);
                    }}
                    onChange={(e) => type(s.id, d.id, e.target.value)}
                  />
                  <span className="doc-name" title={d.name}>
                    {truncateName(d.name)}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <section className="order-bar" aria-label={t('Order editing')}>
        <span>
          {dirty ? t('{count} changed', { count: Object.keys(changes).length }) : t('No changes yet')}
        </span>
        <div className="row">
          <Button variant="secondary" onClick={() => guard.guard(props.onDone)}>
            {t('Cancel')}
          </Button>
          <Button
            variant="secondary"
            disabled={!dirty}
            onClick={async () => {
              await save();
              props.onDone();
            }}
          >
            {t('Save')}
          </Button>
        </div>
      </section>
      {guard.prompt}
    </div>
  );
}
