import { msg } from '../../i18n/msg';
import { REQUIREMENT_TYPES } from './requirement-types';

/**
 * Crew document categories (doc 2, crew documents): a reference list, the same on the device and
 * the server. A category that answers a requirement type carries that type's id, so a document of
 * it settles the requirement (the issues page's 'missing' items). Each kind has its own
 * additional info: a passport needs nationality, number, issue and expiry dates; a visa and a
 * qualification ('modular') their numbers and dates; 'other' documents need a title.
 */
export type CategoryKind = 'passport' | 'visa' | 'modular' | 'other' | 'plain';

export interface DocumentCategory {
  id: number;
  name: string;
  kind: CategoryKind;
  /** 'Date not Required' shows instead of the expiry field when false. */
  expiryRequired: boolean;
  /** Private categories (contracts, bank papers): chosen from level 4, seen from level 5. */
  isPrivate: boolean;
  /** A qualification that can be the crew member's highest certificate of competency. */
  coc: boolean;
}

const KINDS: Record<number, CategoryKind> = { 1: 'passport', 5: 'visa', 6: 'visa' };
const NO_EXPIRY = new Set([2, 60, 61, 62, 63, 81, 84]);

/** Requirement types become categories; four more hold what no requirement asks for. */
export const DOCUMENT_CATEGORIES: readonly DocumentCategory[] = [
  ...REQUIREMENT_TYPES.map((t) => ({
    id: t.id,
    name: t.name,
    kind: KINDS[t.id] ?? (t.group === 'general' ? 'plain' : 'modular'),
    expiryRequired: !NO_EXPIRY.has(t.id),
    isPrivate: false,
    coc: t.group === 'deckQuals' || t.group === 'engQuals',
  })),
  {
    id: 100,
    name: msg('Employment contract'),
    kind: 'plain',
    expiryRequired: false,
    isPrivate: true,
    coc: false,
  },
  {
    id: 101,
    name: msg('Bank and tax papers'),
    kind: 'plain',
    expiryRequired: false,
    isPrivate: true,
    coc: false,
  },
  {
    id: 102,
    name: msg('CV and references'),
    kind: 'plain',
    expiryRequired: false,
    isPrivate: false,
    coc: false,
  },
  {
    id: 103,
    name: msg('Other document'),
    kind: 'other',
    expiryRequired: false,
    isPrivate: false,
    coc: false,
  },
];

export const categoryOf = (id: number) => DOCUMENT_CATEGORIES.find((c) => c.id === id);

/** The categories a user may pick: private ones from level 4 (doc 2, section 6). */
export const categoriesFor = (level: number | null) =>
  DOCUMENT_CATEGORIES.filter((c) => !c.isPrivate || (level ?? 0) >= 4);

/** The spec's 'documents named like a contract': they need level 5, as private ones do. */
export const looksLikeContract = (name: string) => /contract/i.test(name);

/** Names in lists are cut at 35 characters (doc 2, section 9). */
export const DOCUMENT_NAME_SHOWN = 35;
export const shortName = (name: string) =>
  name.length > DOCUMENT_NAME_SHOWN ? `${name.slice(0, DOCUMENT_NAME_SHOWN)}…` : name;

/** Previewable types (doc 2): pdf in a frame, images as images, else the spec's text. */
export function previewKind(extension: string): 'pdf' | 'image' | 'none' {
  const ext = extension.toLowerCase().replace(/^\./, '');
  if (ext === 'pdf') return 'pdf';
  return ['jpg', 'jpeg', 'png'].includes(ext) ? 'image' : 'none';
}
export const NO_PREVIEW = msg('No preview available. Please download item to view.');
