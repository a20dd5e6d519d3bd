import { useMutation, useQuery } from '@tanstack/react-query';
import { addMonths, format, parseISO } from 'date-fns';
import { useState } from 'react';
import { LEVEL, reaches } from '../../../domain/access/permissions';
import { ApiError, authedBlob, authedCall } from '../../../lib/api-client';
import { db, net } from '../../../lib/services';
import { useOnline } from '../../../lib/use-online';
import { useRouteVessel } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Icon } from '../../../ui/icons';
import '../components/rest-hours.css';
import { BackLink } from '../../../ui/back-link';

const shift = (month: string, by: number) => format(addMonths(parseISO(`${month}-01`), by), 'yyyy-MM');

interface RecordUser {
  id: number;
  name: string;
  records: string[];
}

async function download(path: string, filename: string) {
  const blob = await authedBlob(db, net, path);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}

/** Records: each crew member's month (or the whole vessel) as PDF or Excel, downloaded or e-mailed. */
export function RecordsPage() {
  const { me, vessel } = useRouteVessel();
  const online = useOnline();
  const officer = reaches(
    me?.roles.find((r) => r.vesselId === vessel?.id)?.permissionLevel ?? null,
    LEVEL.officer,
  );
  const [month, setMonth] = useState(format(new Date(), 'yyyy-MM'));
  const [popup, setPopup] = useState<{ title: string; text: string } | null>(null);
  const users = useQuery({
    queryKey: ['records-users', vessel?.id],
    queryFn: () => authedCall<RecordUser[]>(db, net, `/hor/records/users/${vessel!.id}`),
    enabled: Boolean(vessel) && online,
  });
  const mail = useMutation({
    mutationFn: (path: string) =>
      authedCall<{ message: string }>(db, net, path, {
        method: 'POST',
        body: JSON.stringify({ format: 'pdf' }),
      }),
    onSuccess: () => setPopup({ title: 'Email sent', text: 'Email has been successfully sent' }),
    onError: (e) =>
      setPopup({
        title: 'Error',
        text:
          e instanceof ApiError && e.status === 502
            ? e.message
            : "Email hasn't been sent. Please try again or contact support",
      }),
  });
  const fail = () => setPopup({ title: 'Error', text: 'Failed to download a selected file.' });
  if (!vessel) return null;

  // Only those with something recorded in the chosen month.
  const rows = (users.data ?? []).filter(
    (u) => (officer || u.id === me?.user.id) && u.records.includes(month),
  );
  const actions = (label: string, base: string, file: string, mailPath: string) => (
    <div className="record-row" key={label}>
      <strong className="record-name">{label}</strong>
      <div className="row">
        <Button
          small
          variant="secondary"
          disabled={!online}
          onClick={() => void download(`${base}?format=pdf`, `${file}.pdf`).catch(fail)}
        >
          PDF
        </Button>
        <Button
          small
          variant="secondary"
          disabled={!online}
          onClick={() => void download(`${base}?format=xlsx`, `${file}.xlsx`).catch(fail)}
        >
          Excel
        </Button>
        <Button small variant="ghost" disabled={!online} onClick={() => mail.mutate(mailPath)}>
          E-mail
        </Button>
      </div>
    </div>
  );
  return (
    <div className="stack">
      <BackLink to={`/fleet/${vessel.codename}/hours-of-rest/calendar`}>Calendar</BackLink>
      <div>
        <h1>Records</h1>
        <span className="muted small">{vessel.name} · ILO/IMO model format</span>
      </div>
      <div className="toolbar">
        <Button variant="ghost" small aria-label="Previous month" onClick={() => setMonth(shift(month, -1))}>
          <Icon name="back" />
        </Button>
        <strong>{format(parseISO(`${month}-01`), 'MMMM yyyy')}</strong>
        <Button variant="ghost" small aria-label="Next month" onClick={() => setMonth(shift(month, 1))}>
          <Icon name="chevron" />
        </Button>
      </div>
      {!online ? (
        <p className="muted">Records are made by the server: connect to download or e-mail them.</p>
      ) : null}
      <section className="card stack records">
        {officer
          ? actions(
              'Whole vessel',
              `/hor/records/downloadYacht/${vessel.id}/${month}`,
              `hours-of-rest-${vessel.codename}-${month}`,
              `/hor/records/emailYacht/${vessel.id}/${month}`,
            )
          : null}
        {rows.map((u) =>
          actions(
            u.name,
            `/hor/records/download/${vessel.id}/${u.id}/${month}`,
            `hours-of-rest-${u.name.replace(/\s+/g, '-')}-${month}`,
            `/hor/records/email/${vessel.id}/${u.id}/${month}`,
          ),
        )}
      </section>
      {popup ? (
        <Dialog title={popup.title} onClose={() => setPopup(null)}>
          <p style={{ margin: 0 }}>{popup.text}</p>
          <Button onClick={() => setPopup(null)}>Close</Button>
        </Dialog>
      ) : null}
    </div>
  );
}
