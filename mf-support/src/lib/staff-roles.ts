// GET /v1/staff/roles: the signed-in member's staff roles (api/src/modules/staff), so that the staff
// pages offer only what those roles may do. The server checks every staff call regardless.
import * as v from 'valibot';
import { apiRequest } from '@stay/shared';

const RolesSchema = v.object({ roles: v.array(v.string()) });

export const getStaffRoles = async (signal: AbortSignal): Promise<string[]> =>
  (await apiRequest('content', 'GET', '/v1/staff/roles', { signal, suppressAlert: true, schema: RolesSchema })).roles;
