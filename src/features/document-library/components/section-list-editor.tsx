import { DOCS_TEXT, MAX_DOC_SECTIONS, SECTION_NAME_MAX } from '../../../contracts/document-library';
import { MSG } from '../../../contracts/messages';
import { renameProblem } from '../../../domain/certificates/document-library';
import { t } from '../../../i18n/i18n';
import { msgIn } from '../../../i18n/msg';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { TextField } from '../../../ui/text-field';
import { newDocId } from '../data/docs-commands';

export interface SectionDraft {
  id: string;
  name: string;
}

/** Why a list of sections cannot be saved as it is, by section id ('' for the list). */
export function sectionProblems(list: readonly SectionDraft[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  for (const s of list) {
    const problem =
      renameProblem(s.name) ?? (s.name.length > SECTION_NAME_MAX ? MSG.maxLength(SECTION_NAME_MAX) : null);
    if (problem) problems[s.id] = problem;
    else if (seen.has(s.name.trim().toLowerCase())) problems[s.id] = DOCS_TEXT.sectionTaken;
    seen.add(s.name.trim().toLowerCase());
  }
  if (list.length === 0) problems[''] = t('Keep at least one section.');
  return problems;
}

/**
 * The library's sections as the settings edit them: names, their order (up and down), a new one,
 * and removal of a section that holds no documents (one that does says how many, and why not).
 */
export function SectionListEditor(props: {
  list: SectionDraft[];
  counts: ReadonlyMap<string, number>;
  onChange: (list: SectionDraft[]) => void;
  /** After a Save was tried: a new section still without a name says so too. */
  showAll: boolean;
}) {
  const { list, onChange } = props;
  const problems = sectionProblems(list);
  const move = (i: number, by: number) => {
    const next = [...list];
    const [s] = next.splice(i, 1);
    next.splice(i + by, 0, s!);
    onChange(next);
  };
  return (
    <div className="stack">
      {list.map((s, i) => {
        const count = props.counts.get(s.id) ?? 0;
        return (
          <div key={s.id} className="section-edit">
            <TextField
              label={t('Section {number}', { number: i + 1 })}
              value={s.name}
              limit={SECTION_NAME_MAX}
              error={s.name !== '' || props.showAll ? problems[s.id] : undefined}
              onChange={(e) =>
                onChange(list.map((x) => (x.id === s.id ? { ...x, name: e.target.value } : x)))
              }
            />
            <div className="section-edit-foot">
              <span className="small muted">
                {count > 0
                  ? t(
                      'Holds {count, plural, one {# document} other {# documents}}: move or delete them to remove the section.',
                      { count },
                    )
                  : t('Empty')}
              </span>
              <div className="section-edit-buttons">
                <Button
                  variant="ghost"
                  // A section is a thing: Spanish 'Subir Manuales', not a person's 'Subir a …'.
                  aria-label={t(msgIn('library section', 'Move {name} up'), { name: s.name })}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <Icon name="up" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t(msgIn('library section', 'Move {name} down'), { name: s.name })}
                  disabled={i === list.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <Icon name="down" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t(msgIn('library section', 'Remove {name}'), { name: s.name })}
                  disabled={count > 0}
                  onClick={() => onChange(list.filter((x) => x.id !== s.id))}
                >
                  <Icon name="trash" />
                </Button>
              </div>
            </div>
          </div>
        );
      })}
      {problems[''] ? <span className="field-error">{t(problems[''])}</span> : null}
      <div>
        <Button
          variant="secondary"
          disabled={list.length >= MAX_DOC_SECTIONS}
          onClick={() => onChange([...list, { id: newDocId(), name: '' }])}
        >
          <Icon name="plus" /> {t('Add a section')}
        </Button>
      </div>
    </div>
  );
}
