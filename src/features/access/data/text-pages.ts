import { useEffect, useState } from 'react';
import { type TextBlock, textBlocks } from '../../../domain/access/text-page';
import { publicJson } from '../../../lib/api-client';

// The schema (and zod) loads beside the call: text pages are read before logging in, from any
// link, and their screens need not download it before they paint.
const textPageSchema = () => import('../../../contracts/text-pages').then((m) => m.textPageSchema);

/** GET /textpage/{codename}: a text page's name and content, checked as the contract declares. */
export const fetchTextPage = (codename: string) =>
  publicJson(textPageSchema(), `/textpage/${encodeURIComponent(codename)}`);

/** A text page's blocks for a popup: null while loading, none when it could not be loaded. */
export function useTextBlocks(codename: string): TextBlock[] | null {
  const [blocks, setBlocks] = useState<TextBlock[] | null>(null);
  useEffect(() => {
    fetchTextPage(codename).then(
      (p) => setBlocks(textBlocks(p.content)),
      () => setBlocks([]),
    );
  }, [codename]);
  return blocks;
}
