/**
 * A `/sync` round trip of one day's edit is about 440 bytes of JSON, and gzip or brotli win
 * little on bodies that small: most of it is the same keys every time. Both sides compress
 * with a preset dictionary of those keys instead (raw deflate, RFC 1951, with the dictionary
 * as the history), which takes such a round trip to about 130 bytes.
 *
 * The bytes are frozen (a test pins their hash): a device and a server that disagree on them
 * read garbage. A new dictionary gets a new encoding name, and the server goes on reading the
 * old one until no device sends it. The server answers in it only when the device asks.
 */
export const SYNC_ENCODING = 'x-seaworthy-sw1';
/** Request header naming the encoding the device reads answers in. */
export const SYNC_ACCEPT_HEADER = 'x-sync-accept';
/** Response header saying the body is in that encoding (sent as application/octet-stream). */
export const SYNC_ENCODING_HEADER = 'x-sync-encoding';
/**
 * Since issue 34 the app asks by its body alone (one that sends in the encoding reads it), and
 * the answer says it by its content type alone: one header each way instead of two, some 60
 * bytes off every poll. Devices that still ask by header are answered as before.
 */
export const SYNC_CONTENT_TYPE = `application/${SYNC_ENCODING}`;
/** Whether an answer's body is in the sync encoding, said either way. */
export const inSyncEncoding = (headers: Headers): boolean =>
  headers.get(SYNC_ENCODING_HEADER) === SYNC_ENCODING || headers.get('content-type') === SYNC_CONTENT_TYPE;

const day = '000000000000000000000000111111111111111111111111';
// Least likely first: deflate reaches the end of the dictionary with the shortest distances.
const TEXT = [
  '{"status":"conflict","message":"","records":{"restMonths":[{"userId":,"vesselId":,"month":"2026-',
  '","signedBy":null,"signedByName":null,"signedAt":null,"counterSignedBy":null,"counterSignedByName":null,"counterSignedAt":null,',
  '"comments":[{"id":"","text":"","authorId":,"authorName":"","createdAt":"2026-","presets":[{"name":"","reopenRequests":[',
  '"members":[{"firstName":"","lastName":"","position":"","department":"","permissionLevel":',
  '"hor/comment/save","hor/comment/delete","hor/preset/save","hor/month/sign","hor/month/countersign","hor/month/cancel",',
  '"hor/reopen/request","hor/day/clear","hor/settings/save","yacht/details/save","hor/signature/save",',
  '{"status":"rejected","message":"","errorList":[{"property":"","message":""}]}',
  '{"cursor":0,"first":{"part":"first","vesselId":,"from":"2026-","until":},"ops":[]}',
  `{"results":[{"status":"applied","version":,"id":"01"}],"changes":{"cursor":,"more":false,"restDays":[{"userId":,"vesselId":,"date":"2026-","work":"${day}","version":}]}}`,
  `{"cursor":,"ops":[{"id":"01","op":"hor/day/save","body":{"yachtId":,"dates":["2026-"],"binary":"${day}","userId":},"baseVersion":0}]}`,
].join('');

export const SYNC_DICTIONARY: Uint8Array = new TextEncoder().encode(TEXT);
