import type { ReactNode } from 'react';

/** The value to give a message's placeholder where an element (a link, bold text) goes. */
export const SLOT = '\u0000';

/**
 * A message with an element inside stays one sentence for translators: t() fills the element's
 * placeholder with SLOT, and the sentence is shown split there, the element in between.
 */
export function MessageWith(props: { text: string; element: ReactNode }) {
  const [before, after] = props.text.split(SLOT);
  return (
    <>
      {before}
      {props.element}
      {after}
    </>
  );
}
