import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { InboxMessage } from '../../../contracts/inbox';
import type { StoredSession } from '../../../db/app-db';
import { byVesselName } from '../../../domain/access/fleet-home';
import {
  APP_PATH,
  emptyInboxText,
  type InboxFilter,
  inboxGroups,
  opensInApp,
  preview,
  senderText,
} from '../../../domain/inbox/inbox-groups';
import { msg } from '../../../i18n/msg';
import { db, requestSync } from '../../../lib/services';
import { Icon } from '../../../ui/icons';
import { markSeen, removeMessage } from '../data/inbox-commands';
import './inbox.css';
import { showDateTime } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';

/**
 * The inbox: 'My Notifications', then each vessel's messages. Read from the device (offline
 * too); opening a message marks it seen, Remove takes it away; both queue for the server.
 * Shown, it asks the server for anything new.
 */
export function InboxPanel({
  session,
  filter: initial,
  inPopup = false,
  unreadOnly = false,
}: {
  session: StoredSession;
  filter: InboxFilter;
  /** Only the messages unread when they were first shown here: one opened now stays listed. */
  unreadOnly?: boolean;
  /** In the popup over a page, the chips filter in place instead of opening the inbox page. */
  inPopup?: boolean;
}) {
  const [chosen, setChosen] = useState<InboxFilter | null>(null);
  const filter = inPopup ? (chosen ?? initial) : initial;
  const userId = session.user.id;
  const messages = useLiveQuery(() => db.messages.where('userId').equals(userId).toArray(), [userId]);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => requestSync(), []);
  const vessels = byVesselName(session.vessels);
  const vesselCodename = (id: number | null) => session.vessels.find((v) => v.id === id)?.codename;
  const unread = useRef(new Set<number>());
  for (const m of messages ?? []) if (!m.seen) unread.current.add(m.id);
  const listed = unreadOnly ? (messages ?? []).filter((m) => unread.current.has(m.id)) : (messages ?? []);
  const groups = inboxGroups(listed, vessels, filter);
  const chips: { filter: InboxFilter; to: string; label: string }[] = [
    { filter: 'all', to: '/inbox', label: msg('All') },
    ...(vessels.length > 1 ? [{ filter: 'fleet' as const, to: '/inbox/fleet', label: msg('Fleet') }] : []),
    ...vessels.map((v) => ({ filter: v.id, to: `/inbox/${v.id}`, label: v.name })),
  ];
  const seen = (m: InboxMessage) => {
    setOpen(open === m.id ? null : m.id);
    void markSeen(db, userId, m, Date.now());
  };
  return (
    <div className="stack inbox">
      <nav className="inbox-filters" aria-label={t('Inbox')}>
        {chips.map((c) => (
          <Link
            key={String(c.filter)}
            to={c.to}
            className={c.filter === filter ? 'active' : undefined}
            aria-current={c.filter === filter ? 'page' : undefined}
            onClick={(e) => {
              if (!inPopup) return;
              e.preventDefault();
              setChosen(c.filter);
            }}
          >
            {t(c.label)}
          </Link>
        ))}
      </nav>
      {unreadOnly ? (
        <p className="small muted no-margin">
          {t('Unread messages only.')}{' '}
          <Link to={chips.find((c) => c.filter === filter)?.to ?? '/inbox'}>{t('Show all')}</Link>
        </p>
      ) : null}
      {messages === undefined ? <p className="muted">{t('Loading…')}</p> : null}
      {messages !== undefined && groups.length === 0 ? (
        <div className="card inbox-empty">
          <Icon name="check" />
          <p className="no-margin">{unreadOnly ? t('No unread messages.') : t(emptyInboxText(filter))}</p>
        </div>
      ) : null}
      {groups.map((g) => (
        <section key={g.vesselId ?? 'mine'} className="stack inbox-group" aria-label={t(g.title)}>
          <h2>{t(g.title)}</h2>
          <ul className="inbox-list">
            {g.messages.map((m) => (
              <li key={m.id} className={`card inbox-item${m.seen ? '' : ' unseen'}`}>
                <button
                  type="button"
                  className="inbox-open"
                  aria-expanded={open === m.id}
                  onClick={() => seen(m)}
                >
                  <span className="inbox-head">
                    {m.seen ? null : (
                      <>
                        <span className="unseen-dot" aria-hidden="true" />
                        <span className="visually-hidden">{t('New:')} </span>
                      </>
                    )}
                    <strong>{t(m.header)}</strong>
                  </span>
                  <span className="small muted">
                    {senderText(m.sender, t)} · {showDateTime(m.date)}
                  </span>
                  {open === m.id ? null : <span className="inbox-preview">{preview(t(m.text))}</span>}
                </button>
                {open === m.id ? (
                  <p className="inbox-text">
                    {/* The app's own paths in a message (a leave request to look at) open it. */}
                    {t(m.text)
                      .split(APP_PATH)
                      .map((part, i) =>
                        i % 2 && opensInApp(part, vesselCodename(m.vesselId)) ? (
                          <Link key={part} to={part}>
                            {t('Open it in the app')}
                          </Link>
                        ) : (
                          part
                        ),
                      )}
                  </p>
                ) : null}
                <button
                  type="button"
                  className="inbox-remove"
                  aria-label={t('Remove “{message}”', { message: t(m.header) })}
                  onClick={() => void removeMessage(db, userId, m, Date.now())}
                >
                  <Icon name="close" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
