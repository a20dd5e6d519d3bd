import { byVesselName } from './fleet-home';

/**
 * '/action/{actionId}' runs a named action for the first vessel (doc 1, section 2): the page
 * it opens there. A link may name the vessel (`?yacht=codename`) when it is one of the user's.
 */
const ACTIONS: Record<string, (codename: string) => string> = {
  welcome: (v) => `/fleet/${v}/welcome`,
  'hours-of-rest': (v) => `/fleet/${v}/hours-of-rest/calendar`,
  countersign: (v) => `/fleet/${v}/hours-of-rest/records`,
  users: (v) => `/fleet/${v}/users`,
  accounts: (v) => `/fleet/${v}/accounts/modules`,
  support: (v) => `/fleet/${v}/support`,
  inbox: () => '/inbox',
};

/** Where an action leads, or null for an unknown action (or a user with no vessel). */
export function actionPath(
  actionId: string,
  vessels: readonly { name: string; codename: string }[],
  yacht: string | null,
): string | null {
  const action = Object.hasOwn(ACTIONS, actionId) ? ACTIONS[actionId] : undefined;
  const vessel = vessels.find((v) => v.codename === yacht) ?? byVesselName(vessels)[0];
  if (!action || !vessel) return null;
  return action(vessel.codename);
}
