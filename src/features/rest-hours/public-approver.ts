// Whether the user is in the vessel's hours-of-rest approval group, for the vessel home's tiles
// (issue 35's lint zones: other features reach rest-hours only through its public files).
export { horApproverQuery } from './data/hor-approver-query';
