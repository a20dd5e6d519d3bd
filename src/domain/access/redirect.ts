/** A `redirect` query value only if it is a path of this app: never another site ('//x', 'https:'). */
export function localPath(value: string | null, fallback: string): string {
  const path = value ?? '';
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : fallback;
}
