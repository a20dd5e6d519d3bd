import type { FilePurpose } from '@contracts/file-purposes';
import type { Db } from '../db/client';

/** A row of `files`: 'uploading' from the upload's creation, 'stored' once checked, or 'refused'. */
export interface FileRow {
  id: string;
  vessel_id: number;
  user_id: number;
  uploaded_by: number;
  purpose: FilePurpose;
  name: string;
  size: number;
  state: 'uploading' | 'stored' | 'refused';
  mime: string | null;
  sha256: string | null;
  created_at: Date | string;
  stored_at: Date | string | null;
}

export async function fileRow(db: Db, id: string): Promise<FileRow | null> {
  return (await db.query<FileRow>('SELECT * FROM files WHERE id = $1', [id]))[0] ?? null;
}
