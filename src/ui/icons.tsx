/** Line icons (24 px grid), drawn inline so they need no request and no font. */
const paths = {
  fleet: 'M3 17h18l-2 4H5zM12 3v11M12 3l6 9h-6M12 6L7 12h5',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  sync: 'M4 12a8 8 0 0 1 14-5.3L20 9M20 4v5h-5M20 12a8 8 0 0 1-14 5.3L4 15M4 20v-5h5',
  chevron: 'M9 6l6 6-6 6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a6 6 0 0 1 4 7',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.5',
  back: 'M15 6l-6 6 6 6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  down: 'M6 9l6 6 6-6',
  check: 'M5 12l5 5 9-10',
  close: 'M6 6l12 12M18 6L6 18',
  // A mast sending: the link to shore (shown while the shore cannot be reached).
  tower:
    'M12 10v11M9 21h6M8.5 6.5a5 5 0 0 0 0 7M15.5 6.5a5 5 0 0 1 0 7M5.5 3.5a9 9 0 0 0 0 13M18.5 3.5a9 9 0 0 1 0 13M12 10h.01',
  cloudOff: 'M3 3l18 18M8 8a5 5 0 0 0-1 9.8h10M17.5 17.5A4 4 0 0 0 17 10h-1a6 6 0 0 0-6-3.9',
  alert: 'M12 3L2 20h20zM12 9v5M12 17v.5',
  badge: 'M4 5h16v14H4zM9 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 16a3 3 0 0 1 6 0M14 9h4M14 13h4',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  plus: 'M12 5v14M5 12h14',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4M9 13h6M9 17h6',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  anchor: 'M12 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM12 8v13M8 11h8M4 13a8 8 0 0 0 16 0',
  grip: 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01',
  up: 'M6 15l6-6 6 6',
  more: 'M12 5.5h.01M12 12h.01M12 18.5h.01',
  certificate:
    'M4 4h16v11H4zM7 8h10M7 11h4M16 12.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM14.5 17l-1 4 2.5-1.5 2.5 1.5-1-4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  chart: 'M4 4v16h16M8 16v-5M12 16V8M16 16v-7',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
};

export function Icon({ name, title }: { name: keyof typeof paths; title?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
    >
      {title ? <title>{title}</title> : null}
      <path d={paths[name]} />
    </svg>
  );
}
