import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';

/**
 * A long list that renders only the rows in view, in a box of its own that scrolls. After
 * days offline a device can hold hundreds of queued changes; rendering each one on every
 * sync tick made the Sync page stutter on a phone. Short lists render whole and do not
 * get a scroll box of their own.
 */
export function VirtualList<T>(props: {
  items: T[];
  /** Expected row height in px; rows are measured once drawn. */
  rowHeight: number;
  keyOf: (item: T) => string | number;
  render: (item: T) => ReactNode;
  label: string;
  /** Up to this many rows the list is drawn in full. */
  wholeUpTo?: number;
}) {
  const box = useRef<HTMLElement>(null);
  const whole = props.items.length <= (props.wholeUpTo ?? 30);
  const virtual = useVirtualizer({
    count: whole ? 0 : props.items.length,
    getScrollElement: () => box.current,
    estimateSize: () => props.rowHeight,
    overscan: 8,
  });
  if (whole) {
    return (
      <ul className="plain-list" aria-label={props.label}>
        {props.items.map((item) => (
          <li key={props.keyOf(item)}>{props.render(item)}</li>
        ))}
      </ul>
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard (axe scrollable-region-focusable)
    <section ref={box} className="virtual-box" tabIndex={0} aria-label={props.label}>
      <ul className="plain-list" style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((row) => {
          const item = props.items[row.index] as T;
          return (
            <li
              key={props.keyOf(item)}
              data-index={row.index}
              aria-setsize={props.items.length}
              aria-posinset={row.index + 1}
              ref={virtual.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${row.start}px)`,
              }}
            >
              {props.render(item)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
