import type { GateRows } from '../../../../testing/module-gate-kit';

/** A message in the inbox of everyone on Aurora. */
export const gateRows: GateRows = async (t) => {
  const sent = await t.call('captain', 'POST', '/notification', {
    yachtId: t.aurora,
    header: 'Muster',
    text: 'Muster at the tender garage.',
  });
  if (sent.status !== 200) throw new Error(`notification: ${sent.status}`);
};
