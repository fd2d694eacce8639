// The grievance desk at a year's scale and more (issue 16, point 8: "fast at 10,000
// complaints"): complaints without photos filed until there are 10,000 (times the scale), each
// then taken through the desk as staff and citizens would: most accepted and assigned, many
// resolved, some rated by their citizen, a few rejected. Through the API's own calls.
import { GrievancePaths, NewComplaintForm, PagedPaths, ResolveForm } from '@council/contract';
import { ACCOUNTS } from '../routes.mjs';
import { benchCitizens, benchOfficer } from './accounts.mjs';
import { ApiSession, runPool } from './api-session.mjs';
import { complaintChoices } from './records.mjs';

export const DESK_COMPLAINTS = 10_000;
const CITIZENS = 10;

/** The share of complaints each move reaches, by the complaint's place in the fill. */
const fate = (i) => {
  const roll = (i * 7919) % 100;
  if (roll < 5) return 'rejected';
  if (roll < 25) return 'open';
  if (roll < 45) return 'pending';
  if (roll < 75) return 'resolved';
  return 'rated';
};

export async function fillDesk({ apiUrl, apiRoot, dataDir, scale = 1, concurrency = 3 }) {
  const started = Date.now();
  const admin = new ApiSession(apiUrl, ACCOUNTS.admin);
  const citizens = benchCitizens({ count: CITIZENS, apiRoot, dataDir }).map(
    (account) => new ApiSession(apiUrl, account),
  );
  const { total } = await admin.get(PagedPaths.admin.complaintCounts);
  const target = Math.round(DESK_COMPLAINTS * scale);
  const toFile = Math.max(0, target - total);
  const choices = await complaintChoices(citizens[0]);
  benchOfficer({ apiRoot, dataDir });
  const [officer] = await admin.get(GrievancePaths.desk.officers);
  if (!officer) throw new Error('bench: the desk has no officer to assign complaints to');
  console.log(`bench: ${total} complaints; filing ${toFile} more and taking them through the desk`);
  const moves = { filed: 0, moves: 0 };
  const jobs = Array.from({ length: toFile }, (_, i) => async () => {
    const citizen = citizens[i % citizens.length];
    const complaint = await citizen.postForm('/api/User/add-complaint', () =>
      lightForm(i, choices),
    );
    // Awaited first: `moves.moves += await …` would read the count before other jobs add theirs.
    const made = await takeThroughDesk(complaint.id, fate(i), { admin, citizen, officer });
    moves.moves += made;
    moves.filed += 1;
  });
  let lastPrint = Date.now();
  await runPool(jobs, concurrency, () => {
    if (Date.now() - lastPrint > 5000) {
      lastPrint = Date.now();
      console.log(`bench: desk fill ${moves.filed}/${toFile} complaints, ${moves.moves} moves`);
    }
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `bench: desk fill took ${seconds} s (${moves.filed} complaints, ${moves.moves} moves)`,
  );
  return { target, filed: moves.filed, moves: moves.moves, seconds };
}

/** The moves of one complaint to its fate; resolves to how many were made. */
async function takeThroughDesk(id, end, { admin, citizen, officer }) {
  const desk = `${GrievancePaths.desk.complaints}/${id}`;
  const mine = `${GrievancePaths.user.complaints}/${id}`;
  if (end === 'open') return 0;
  if (end === 'rejected') {
    await admin.postJson(`${desk}/reject`, { version: 1, reason: 'Not the council’s work.' });
    return 1;
  }
  const assigned = await admin.postJson(`${desk}/assign`, {
    version: 1,
    officerId: officer.id,
    comment: '',
  });
  if (end === 'pending') return 1;
  const resolved = await admin.postForm(`${desk}/resolve`, () => {
    const form = new FormData();
    form.append(ResolveForm.version, String(assigned.version));
    form.append(ResolveForm.actionTaken, 'Attended to by the ward team.');
    return form;
  });
  if (end === 'resolved') return 2;
  await citizen.postJson(`${mine}/accept`, {
    version: resolved.version,
    rating: 1 + (id % 5),
    comment: '',
  });
  return 3;
}

function lightForm(i, { grievances, districts, wards, ulbs }) {
  const F = NewComplaintForm;
  const pick = (list, n) => list[n % list.length].id;
  const form = new FormData();
  for (const [field, value] of Object.entries({
    [F.grievance]: pick(grievances, i),
    [F.district]: pick(districts, i),
    [F.ward]: pick(wards, (i * 31) % wards.length),
    [F.ulb]: pick(ulbs, i),
    [F.status]: 'Open',
    [F.suggestion]: `Please see to complaint ${i + 1} of the desk fill.`,
    [F.landmark]: `Lane ${1 + (i % 40)}`,
    [F.additionalInformation]: 'Filed by the bench without photos.',
  }))
    form.append(field, String(value));
  return form;
}
