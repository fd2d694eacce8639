import { testDatabases } from '../testing/databases';
import {
  assigned,
  changedDaysAgo,
  citizenMove,
  complaintIn,
  deskMove,
  numberOf,
  openComplaint,
  openDesk,
  readComplaint,
  rejected,
  resolved,
  versionOf,
  type Desk,
} from '../testing/grievanceDesk';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { TEST_SITE } from '../testing/testApp';

const CITIZEN = 'citizen@council.local';

describe.each(testDatabases())('mail to the citizen at each change of status on %s', (dialect) => {
  let mailbox: Mailbox;
  let desk: Desk;
  beforeAll(async () => {
    mailbox = await startMailbox();
    desk = await openDesk(dialect, { mailer: mailbox.mailer });
  });
  afterAll(async () => {
    await desk.t.close();
    await mailbox.close();
  });

  it('mails the number, the new status, what happened and a link, in plain text', async () => {
    const id = await openComplaint(desk);
    const number = await numberOf(desk.t, id);
    let seen = mailbox.countTo(CITIZEN);
    const next = async () => mailbox.nextMailTo(CITIZEN, seen++);

    await assigned(desk, id);
    const assign = await next();
    expect(assign.subject).toBe(`Your complaint ${number} is now Pending`);
    expect(assign.text).toContain('Hello Chandan Citizen,');
    expect(assign.text).toContain('assigned to Ravi Kumar, Sanitary Inspector');
    expect(assign.text).toContain(`${TEST_SITE.url}/inquiry?complaint=${id}`);
    expect(assign.text).toContain(TEST_SITE.councilName);

    await resolved(desk, id);
    expect((await next()).text).toContain('What was done: Replaced the bulb');
    await citizenMove(desk.t, desk.citizen, id, 'reopen', {
      version: await versionOf(desk.t, id),
      reason: 'No',
    });
    expect((await next()).subject).toBe(`Your complaint ${number} is now Pending`);
    await resolved(desk, id);
    await next();
    await citizenMove(desk.t, desk.citizen, id, 'accept', {
      version: await versionOf(desk.t, id),
      rating: 5,
      comment: '',
    });
    expect((await next()).text).toContain('rated it 5 out of 5');

    const other = await rejected(desk, await openComplaint(desk), 'Not a council road');
    const reject = await next();
    expect([reject.subject, reject.text.includes('The reason given: Not a council road')]).toEqual([
      `Your complaint ${await numberOf(desk.t, other)} is now Rejected`,
      true,
    ]);
  });

  it('mails when the system closes a resolution, and not for a hide', async () => {
    const seen = mailbox.countTo(CITIZEN);
    const id = await complaintIn(desk, 'Pending');
    await mailbox.nextMailTo(CITIZEN, seen);
    await resolved(desk, id);
    await mailbox.nextMailTo(CITIZEN, seen + 1);
    await deskMove(desk.t, desk.officer, id, 'hide', {
      version: await versionOf(desk.t, id),
      reason: 'Faces',
    });
    await changedDaysAgo(desk.t, id, 8);
    await readComplaint(desk.t, desk.citizen, id, 'user');
    // The third mail is the closing: the hide sent none.
    const close = await mailbox.nextMailTo(CITIZEN, seen + 2);
    expect(close.subject).toMatch(/is now Closed$/);
    expect(close.text).toContain('not reopened within 7 days');
    expect(mailbox.countTo(CITIZEN)).toBe(seen + 3);
  });
});

describe.each(testDatabases())('a mail that cannot go out on %s', (dialect) => {
  it('never fails the move', async () => {
    const broken = { ready: true, send: () => Promise.reject(new Error('SMTP is down')) };
    const desk = await openDesk(dialect, { mailer: broken });
    try {
      const id = await openComplaint(desk);
      const response = await deskMove(desk.t, desk.admin, id, 'reject', {
        version: 1,
        reason: 'Duplicate',
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await desk.t.close();
    }
  });
});
