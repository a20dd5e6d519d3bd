import type { Member, Preset, RestComment } from '@contracts/rest-hours';

/** Row shapes and mappers for the records the sync feed carries besides days and months. */
const iso = (d: string | Date | null) =>
  d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

export const MEMBER_SELECT = `SELECT uvr.user_id, uvr.vessel_id, u.first_name, u.last_name, uvr.department_id,
    d.name AS department_name, p.name AS position_name, r.name AS role_name, r.permission_level,
    uvr.start_date::text AS start_date, uvr.end_date::text AS end_date, uvr.crew_order, uvr.version
  FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id JOIN roles r ON r.id = uvr.role_id
  LEFT JOIN departments d ON d.id = uvr.department_id LEFT JOIN positions p ON p.id = uvr.position_id`;

export function toMember(r: Record<string, unknown>): Member {
  return {
    userId: r.user_id as number,
    vesselId: r.vessel_id as number,
    firstName: r.first_name as string,
    lastName: r.last_name as string,
    departmentId: (r.department_id as number | null) ?? null,
    departmentName: (r.department_name as string | null) ?? null,
    positionName: (r.position_name as string | null) ?? null,
    roleName: r.role_name as string,
    permissionLevel: r.permission_level as number,
    startDate: iso(r.start_date as string | null),
    endDate: iso(r.end_date as string | null),
    crewOrder: (r.crew_order as number | null) ?? null,
    version: Number(r.version),
  };
}

export const COMMENT_SELECT = `SELECT c.id, c.user_id, c.vessel_id, c.day::text AS day, c.kind, c.text, c.posted_by,
    u.first_name || ' ' || u.last_name AS posted_by_name, c.posted_at, c.deleted, c.version
  FROM rest_comments c JOIN users u ON u.id = c.posted_by`;

export function toComment(r: Record<string, unknown>): RestComment {
  return {
    id: r.id as string,
    userId: r.user_id as number,
    vesselId: r.vessel_id as number,
    date: iso(r.day as string)!,
    kind: r.kind as RestComment['kind'],
    text: r.text as string,
    postedBy: r.posted_by as number,
    postedByName: r.posted_by_name as string,
    postedAt: new Date(r.posted_at as string).toISOString(),
    deleted: r.deleted as boolean,
    version: Number(r.version),
  };
}

export const PRESET_SELECT =
  'SELECT id, user_id, vessel_id, name, work, is_default, deleted, version FROM rest_presets';

export function toPreset(r: Record<string, unknown>): Preset {
  return {
    id: r.id as string,
    userId: r.user_id as number,
    vesselId: r.vessel_id as number,
    name: r.name as string,
    work: r.work as string,
    isDefault: r.is_default as boolean,
    deleted: r.deleted as boolean,
    version: Number(r.version),
  };
}
