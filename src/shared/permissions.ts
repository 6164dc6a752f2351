// Who may do what in the back-office: the managing committee's roles, the areas of the back-office, and how far a
// role reaches in each area. A society adjusts each role's reach on the roles screen; these are the defaults.

/** The committee and the office (a resident holds none of them). One person may hold several. */
export const ROLES = [
  'chairman',
  'secretary',
  'treasurer',
  'committee_member',
  'office_staff',
  'auditor',
] as const;
export type Role = (typeof ROLES)[number];

/** The areas of the back-office, each a set of screens (AREA_OF_SCREEN) and the endpoints behind them. */
export const AREAS = [
  'content',
  'approvals',
  'people',
  'inventory',
  'attendance',
  'invoices',
  'accounts',
  'helpdesk',
  'settings',
  'roles',
] as const;
export type Area = (typeof AREAS)[number];

/**
 * How far a role reaches in an area, each level including the ones before it: read (`view`), change (`manage`),
 * and be the second person who approves a money action someone else prepared (`approve`, maker and checker).
 */
export const LEVELS = ['view', 'manage', 'approve'] as const;
export type Level = (typeof LEVELS)[number];

/** An endpoint's or a button's need: an area and the least level it takes. */
export type Permission = `${Area}:${Level}`;

/** A person's reach: the highest level of any of their roles in each area; an area left out is closed. */
export type Reach = Partial<Record<Area, Level>>;

const rank = (level: Level | undefined) => (level ? LEVELS.indexOf(level) + 1 : 0);

export function can(reach: Reach, need: Permission) {
  const [area, level] = need.split(':') as [Area, Level];
  return rank(reach[area]) >= rank(level);
}

/** The union of several roles' reach: one person may hold several. */
export function reachOf(roles: readonly Partial<Record<Area, Level>>[]): Reach {
  const reach: Reach = {};
  for (const r of roles)
    for (const area of AREAS) if (rank(r[area]) > rank(reach[area])) reach[area] = r[area] as Level;
  return reach;
}

export const hasAnyArea = (reach: Reach) => AREAS.some((a) => reach[a]);

/** `level` in every area but the ones left out. */
const all = (level: Level, except: Area[] = []): Reach =>
  Object.fromEntries(AREAS.filter((a) => !except.includes(a)).map((a) => [a, level]));

/**
 * A society's starting point, as committees commonly divide the work (Model Bye-laws of a co-operative housing
 * society, Maharashtra: the chairman presides, the secretary keeps the records and correspondence, the treasurer the
 * accounts; the auditor examines the books and changes nothing).
 */
export const DEFAULT_REACH: Record<Role, Reach> = {
  chairman: all('approve'),
  secretary: { ...all('manage'), accounts: 'approve' },
  treasurer: { ...all('view'), accounts: 'approve', invoices: 'manage', settings: 'view', roles: 'view' },
  committee_member: all('view', ['settings', 'roles']),
  office_staff: {
    content: 'manage',
    approvals: 'manage',
    people: 'manage',
    inventory: 'manage',
    attendance: 'manage',
    invoices: 'manage',
    accounts: 'manage',
    helpdesk: 'manage',
    settings: 'view',
  },
  auditor: all('view'),
};

/** The area each back-office screen belongs to (its path under /admin); the dashboard and analytics are open to
 *  anyone with a back-office role. */
export const AREA_OF_SCREEN: Record<string, Area | null> = {
  '': null,
  analytics: null,
  announcements: 'content',
  'announcements/:id/acknowledgements': 'content',
  'dos-and-donts': 'content',
  'gym-hall-management': 'approvals',
  'parking-approval': 'approvals',
  'house-repair': 'approvals',
  'profile-management': 'people',
  flats: 'people',
  inventory: 'inventory',
  attendance: 'attendance',
  'maintenance-invoices': 'invoices',
  'repair-invoices': 'invoices',
  billing: 'accounts',
  dues: 'accounts',
  'money-approvals': 'accounts',
  reconciliation: 'accounts',
  'reported-payments': 'accounts',
  feedback: 'helpdesk',
  settings: 'settings',
  'mail-outbox': 'settings',
  'audit-log': 'roles',
  roles: 'roles',
};
