import { GrievancePaths } from '@council/contract';
import type { DialectName } from '../db/database';
import { ensureLookups, insertComplaint } from './fixtures';
import type { Part } from './multipart';
import { sendForm } from './requests';
import { bearer, createTestApp, signedIn, type TestApp, type TestAppOptions } from './testApp';

// The people and calls of the grievance desk's tests (issue 16).

export interface Person {
  id: number;
  token: string;
}

export interface Desk {
  t: TestApp;
  admin: Person;
  officer: Person;
  otherOfficer: Person;
  citizen: Person;
  neighbour: Person;
  lookups: Awaited<ReturnType<typeof ensureLookups>>;
}

/** A fresh app with an admin, two named officers and two citizens. */
export async function openDesk(dialect: DialectName, options: TestAppOptions = {}): Promise<Desk> {
  const t = await createTestApp(dialect, options);
  const admin = await signedIn(t, 'admin@council.local', 'admin');
  const officer = await signedIn(t, 'officer@council.local', 'officer');
  const otherOfficer = await signedIn(t, 'officer2@council.local', 'officer');
  const citizen = await signedIn(t, 'citizen@council.local', 'user');
  const neighbour = await signedIn(t, 'neighbour@council.local', 'user');
  for (const [person, name, designation] of [
    [admin, 'Asha Admin', ''],
    [officer, 'Ravi Kumar', 'Sanitary Inspector'],
    [otherOfficer, 'Sita Devi', 'Junior Engineer'],
    [citizen, 'Chandan Citizen', ''],
  ] as const) {
    await t.db
      .updateTable('account')
      .set({ name, designation })
      .where('id', '=', person.id)
      .execute();
  }
  await t.db
    .updateTable('account')
    .set({ mobile: '9876543210' })
    .where('id', '=', citizen.id)
    .execute();
  const lookups = await ensureLookups(t.db);
  return { t, admin, officer, otherOfficer, citizen, neighbour, lookups };
}

/**
 * The desk of a describe block: opened before its tests and closed after them. The object is
 * filled in by the hook, so read its fields only inside tests and later hooks.
 */
export function deskForTests(dialect: DialectName, options: TestAppOptions = {}): Desk {
  const desk = {} as Desk;
  beforeAll(async () => {
    Object.assign(desk, await openDesk(dialect, options));
  });
  afterAll(() => desk.t.close());
  return desk;
}

/** An Open complaint of `owner`, as filing leaves it (due in a week, version 1, a 'file' entry). */
export async function openComplaint(desk: Desk, owner: Person = desk.citizen): Promise<number> {
  const id = await insertComplaint(desk.t.db, owner.id, 'Open');
  const now = new Date().toISOString();
  await desk.t.db
    .updateTable('complaint')
    .set({ due_date: '2099-12-31', status_changed_at: now, version: 1 })
    .where('id', '=', id)
    .execute();
  await desk.t.db
    .insertInto('complaint_event')
    .values({
      complaint_id: id,
      at: now,
      kind: 'file',
      actor_account_id: owner.id,
      actor_role: 'user',
      from_status: null,
      to_status: 'Open',
    })
    .execute();
  return id;
}

const deskPath = (id: number, action?: string) =>
  `${GrievancePaths.desk.complaints}/${id}${action ? `/${action}` : ''}`;
const userPath = (id: number, action?: string) =>
  `${GrievancePaths.user.complaints}/${id}${action ? `/${action}` : ''}`;

/** POST a desk move (JSON body) as a staff member. */
export function deskMove(t: TestApp, who: Person, id: number, action: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: deskPath(id, action),
    headers: bearer(who.token),
    payload: body,
  });
}

/** POST a citizen's move (JSON body). */
export function citizenMove(t: TestApp, who: Person, id: number, action: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: userPath(id, action),
    headers: bearer(who.token),
    payload: body,
  });
}

/** GET a complaint as the desk or as its citizen sees it. */
export function readComplaint(t: TestApp, who: Person, id: number, as: 'desk' | 'user') {
  return t.app.inject({
    method: 'GET',
    url: as === 'desk' ? deskPath(id) : userPath(id),
    headers: bearer(who.token),
  });
}

/** The complaint's current version, as a screen would have it. */
export async function versionOf(t: TestApp, id: number): Promise<number> {
  const row = await t.db
    .selectFrom('complaint')
    .select('version')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.version;
}

/** Assigns complaint `id` to `officer` as `by` (Open → Pending). */
export async function assigned(desk: Desk, id: number, officer = desk.officer, by = desk.admin) {
  const response = await deskMove(desk.t, by, id, 'assign', {
    version: await versionOf(desk.t, id),
    officerId: officer.id,
    comment: '',
  });
  if (response.statusCode !== 200) throw new Error(`assign: ${response.body}`);
  return id;
}

/** POST desk …/resolve as `by`: the version and what was done, then any other parts. */
export function resolve(t: TestApp, by: Person, id: number, fields: Part[]) {
  return sendForm(t, by.token, 'POST', deskPath(id, 'resolve'), fields);
}

/** Resolves complaint `id` as `by`, without photos. */
export async function resolved(desk: Desk, id: number, by = desk.officer) {
  const response = await resolve(desk.t, by, id, [
    { name: 'version', value: String(await versionOf(desk.t, id)) },
    { name: 'actionTaken', value: 'Replaced the bulb' },
  ]);
  if (response.statusCode !== 200) throw new Error(`resolve: ${response.body}`);
  return id;
}

/** Rejects complaint `id` as `by` with `reason` (Open or Pending → Rejected). */
export async function rejected(desk: Desk, id: number, reason = 'Duplicate', by = desk.admin) {
  const version = await versionOf(desk.t, id);
  const response = await deskMove(desk.t, by, id, 'reject', { version, reason });
  if (response.statusCode !== 200) throw new Error(`reject: ${response.body}`);
  return id;
}

/** The statuses complaintIn can bring a new complaint to. */
export type ArrangedStatus = 'Open' | 'Pending' | 'Resolved' | 'Rejected';

/**
 * A new complaint of the citizen, moved by the desk's ordinary moves to `status`: Pending is
 * assigned to the officer (version 2), Resolved is then resolved by them (version 3), Rejected
 * is rejected while Open (version 2).
 */
export async function complaintIn(desk: Desk, status: ArrangedStatus): Promise<number> {
  const id = await openComplaint(desk);
  if (status === 'Open') return id;
  if (status === 'Rejected') return rejected(desk, id);
  await assigned(desk, id);
  return status === 'Resolved' ? resolved(desk, id) : id;
}

/** Sets the complaint's due date, a day 'YYYY-MM-DD' (the test's arrangement). */
export async function dueOn(t: TestApp, id: number, day: string) {
  await t.db.updateTable('complaint').set({ due_date: day }).where('id', '=', id).execute();
}

/** The complaint's number as the citizen is told it (TNP/year/000id), from its stored row. */
export async function numberOf(t: TestApp, id: number): Promise<string> {
  const row = await t.db
    .selectFrom('complaint')
    .select('entry_date')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return `TNP/${row.entry_date.slice(0, 4)}/${String(id).padStart(6, '0')}`;
}

/** Moves the complaint's last status change `days` back in time (the test's arrangement). */
export async function changedDaysAgo(t: TestApp, id: number, days: number) {
  const at = new Date(Date.now() - days * 86_400_000).toISOString();
  await t.db.updateTable('complaint').set({ status_changed_at: at }).where('id', '=', id).execute();
}

/** The complaint's history rows, oldest first. */
export function eventsOf(t: TestApp, id: number) {
  return t.db
    .selectFrom('complaint_event')
    .selectAll()
    .where('complaint_id', '=', id)
    .orderBy('id')
    .execute();
}
