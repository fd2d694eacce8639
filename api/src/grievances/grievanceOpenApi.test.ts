import { GrievancePaths } from '@council/contract';
import { ERROR_ANSWERS } from '../http/errorAnswers';
import { servedDocument, type Operation } from '../testing/openApiDocument';

describe('the OpenAPI document describes every call of the grievance desk', () => {
  const document = servedDocument();

  const operations = (prefix: string) =>
    Object.entries(document.paths)
      .filter(([path]) => path.startsWith(prefix))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ path, method, op })),
      );
  const refusal = (op: Operation, status: string) => op.responses[status]?.$ref;
  /** The document's one answer {message} for a status (issue 26). */
  const message = (status: string) =>
    `#/components/responses/${ERROR_ANSWERS[Number(status)]?.name}`;

  it('tags, sums up and guards each desk and citizen call, with its refusals as messages', () => {
    const desk = operations('/api/v2/desk/');
    const citizen = operations(`${GrievancePaths.user.complaints}/`);
    expect(desk.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      [
        'get /api/v2/desk/complaints',
        'get /api/v2/desk/complaints/{id}',
        ...['assign', 'reassign', 'reject', 'hide', 'show', 'resolve'].map(
          (move) => `post /api/v2/desk/complaints/{id}/${move}`,
        ),
        'get /api/v2/desk/officers',
        'get /api/v2/desk/ward-deadlines',
      ].sort(),
    );
    expect(citizen.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      ['get {id}', 'post {id}/accept', 'post {id}/remind', 'post {id}/reopen'].map(
        (call) => `${call.split(' ')[0]} ${GrievancePaths.user.complaints}/${call.split(' ')[1]}`,
      ),
    );
    for (const { path, method, op } of [...desk, ...citizen]) {
      const where = `${method} ${path}`;
      expect([where, op.tags?.length, typeof op.summary, op.security]).toEqual([
        where,
        1,
        'string',
        [{ bearer: [] }],
      ]);
      const statuses = method === 'post' ? ['400', '401', '403', '404', '409'] : ['401', '403'];
      for (const status of statuses) {
        expect([where, status, refusal(op, status)]).toEqual([where, status, message(status)]);
      }
    }
  });

  it('describes tracking by number without a token', () => {
    const track = document.paths[GrievancePaths.public.track]?.get;
    expect(track?.security).toBeUndefined();
    expect(track?.tags).toEqual(['Public']);
    expect(refusal(track as Operation, '404')).toBe(message('404'));
  });
});
