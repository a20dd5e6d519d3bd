// The vessel details the rest-hours report prints, for the vessel's details page and the report
// flow (issue 35's lint zones: other features reach rest-hours only through its public files).
export { queueVesselDetails, useVesselDetails } from './data/vessel-details';
