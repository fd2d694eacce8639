// The API under load at volume: every paged list call (public, admin, citizen) at page 1 and
// two file downloads (a notice's PDF and a gallery photo as a screen asks for it), with
// autocannon as load.mjs runs it. A call the API does not answer yet is listed, not loaded.
import { FILES_PATH, GrievancePaths, Open311Paths, PagedPaths } from '@council/contract';
import { autocannon } from '../load.mjs';
import { ACCOUNTS } from '../routes.mjs';
import { ApiSession } from './api-session.mjs';

const WARM_UP_S = 2;

/** The calls under load: [audience, name, path]; the audience says whose token goes along. */
function pagedCalls() {
  const calls = [];
  for (const audience of ['public', 'admin', 'user']) {
    for (const [name, path] of Object.entries(PagedPaths[audience])) {
      const paged = !name.startsWith('complaintCounts');
      calls.push({ audience, name, path: paged ? `${path}?page=1` : path, paged });
    }
  }
  return [...calls, ...deskCalls()];
}

/** The grievance desk's lists at 10,000 complaints (issue 16): the queue, its filters, the scorecard. */
function deskCalls() {
  // Judged by the paged lists' p99 target, as the issue asks.
  const call = (audience, name, path) => ({ audience, name, path, paged: true });
  const queue = GrievancePaths.desk.complaints;
  return [
    call('admin', 'desk queue', `${queue}?page=1`),
    call('admin', 'desk queue, overdue', `${queue}?overdue=true&page=1`),
    call('admin', 'desk queue, Pending, newest', `${queue}?status=Pending&sort=newest&page=1`),
    call('admin', 'ward deadlines', GrievancePaths.desk.wardDeadlines),
    call('public', 'grievance scorecard', GrievancePaths.public.scorecard),
    call('public', 'open311 requests', `${Open311Paths.requests}?page=1`),
  ];
}

/** Runs every call in turn; resolves to one row per call. */
export async function pagedLoadTest(apiUrl, { connections, durationS }) {
  const sessions = {
    admin: new ApiSession(apiUrl, ACCOUNTS.admin),
    user: new ApiSession(apiUrl, ACCOUNTS.citizen),
  };
  const headersFor = async (audience) =>
    sessions[audience] ? { authorization: `Bearer ${await sessions[audience].token()}` } : {};
  const rows = [];
  const answers = {};
  const measure = async (call) => {
    const headers = await headersFor(call.audience);
    const url = `${apiUrl}${call.path}`;
    const probe = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
    const body = Buffer.from(await probe.arrayBuffer());
    const row = { ...call, status: probe.status, answerBytes: body.length };
    if (probe.headers.get('content-type')?.includes('json')) {
      const parsed = JSON.parse(body.toString('utf8'));
      answers[`${call.audience}.${call.name}`] = parsed;
      if (Array.isArray(parsed?.items))
        Object.assign(row, { items: parsed.items.length, total: parsed.total });
    }
    if (!probe.ok) {
      console.log(`bench: ${call.path} answers HTTP ${probe.status}: not loaded`);
      rows.push(row);
      return;
    }
    await autocannon(url, { connections, durationS: WARM_UP_S, headers });
    const result = await autocannon(url, { connections, durationS, headers });
    Object.assign(row, {
      reqPerSec: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      total: row.total ?? null,
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
    console.log(
      `bench: ${call.audience} ${call.path}: p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${Math.round(row.reqPerSec)} req/s`,
    );
    rows.push(row);
  };
  for (const call of pagedCalls()) await measure(call);
  for (const file of fileCalls(answers)) await measure(file);
  return rows;
}

/** A notice's PDF and a gallery photo (its 640 px rendition when there is one), by URL. */
function fileCalls(answers) {
  const calls = [];
  const notice = answers['public.notices']?.items?.[0]?.filePath;
  const photo = answers['public.gallery']?.items?.[0]?.photoPath;
  const rendition = photo?.renditions?.find((r) => r.width === 640) ?? photo;
  for (const [name, file] of [
    ['notice PDF', notice],
    ['gallery photo', rendition],
  ]) {
    if (file?.url?.startsWith(FILES_PATH)) {
      calls.push({ audience: 'public', name, path: file.url, paged: false, file: true });
    } else {
      console.log(`bench: no ${name} URL in the paged answers: its download is not loaded`);
    }
  }
  return calls;
}
