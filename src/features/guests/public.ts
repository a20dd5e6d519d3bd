/** What other features use of the guests: the vessel's guests, as the device holds them. */
export { todayIso, useVesselGuests } from './data/use-guests';
