import { FeedbackPaths } from '@council/contract';
import { refusals, servedDocument } from '../testing/openApiDocument';

describe('the OpenAPI document describes the feedback calls with their errors', () => {
  const document = servedDocument();
  const handled = `${FeedbackPaths.admin.feedback}/{id}/handled`;

  it.each([
    [FeedbackPaths.public.feedback, 'post', 'Public', ['201', ...refusals(413, 429)]],
    [FeedbackPaths.admin.feedback, 'get', 'Admin', ['200', ...refusals(401, 403)]],
    [handled, 'put', 'Admin', ['200', ...refusals(401, 403, 404, 413, 414)]],
    [handled, 'delete', 'Admin', ['200', ...refusals(401, 403, 404, 413, 414)]],
    [FeedbackPaths.admin.counts, 'get', 'Admin', ['200', ...refusals(401, 403)]],
  ])('%s %s, tagged %s, answers %p', (path, method, tag, statuses) => {
    const operation = document.paths[path]?.[method];
    expect(operation?.summary).toEqual(expect.any(String));
    expect(operation?.tags).toEqual([tag]);
    expect(operation?.security).toEqual(tag === 'Admin' ? [{ bearer: [] }] : undefined);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(statuses);
  });

  it('says how many messages an address may send, and what a reader gets back', () => {
    expect(document.paths[FeedbackPaths.public.feedback]?.post?.description).toMatch(
      /At most 20 messages an hour from one client address.*429 with Retry-After/,
    );
  });
});
