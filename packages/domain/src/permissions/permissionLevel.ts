/** Permission levels of spec 001 §3: 0 none, 1 view, 2 create, 3 change, 4 total. */
export const PermissionLevel = { NONE: 0, VIEW: 1, CREATE: 2, CHANGE: 3, TOTAL: 4 } as const;
export type PermissionLevel = (typeof PermissionLevel)[keyof typeof PermissionLevel];
