import type { Audience, FeedScope, FeedSources, Param } from '../../kernel/sync-kit';
import {
  DOC_SECTION_SELECT,
  DOC_SETTINGS_SELECT,
  LIBRARY_DOC_SELECT,
  toDocSection,
  toDocSettings,
  toLibraryDoc,
} from './docs-repo';
import { docsVessels } from './docs-scope';

/**
 * The library reaches only those with access to the docs module on the vessel (the module on,
 * and the docsCheck rule: level 6+ other than the Captain when the vessel has it). The settings
 * record of every such vessel travels too, so a device knows the server grants access (the
 * Documents entry) before a section exists. Who gains or loses access (a role, the module,
 * docsCheck) has their device start its copy afresh (accessChanged).
 */
const DOCS: FeedScope = { vessels: docsVessels };
const docsRows = (a: Audience, p: Param) => `x.vessel_id = ANY(${p(a.scoped)}::int[])`;

export const docsFeeds = {
  docSettings: {
    module: 'docs',
    scope: DOCS,
    select: DOC_SETTINGS_SELECT,
    visible: docsRows,
    map: toDocSettings,
  },
  docSections: {
    module: 'docs',
    scope: DOCS,
    select: DOC_SECTION_SELECT,
    visible: docsRows,
    map: toDocSection,
  },
  libraryDocs: {
    module: 'docs',
    scope: DOCS,
    select: LIBRARY_DOC_SELECT,
    visible: docsRows,
    map: toLibraryDoc,
  },
} satisfies FeedSources;
