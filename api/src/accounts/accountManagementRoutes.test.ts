import { AccountPaths, AccountRow, MyAccount } from '@council/contract';
import { servedDocument, type Operation } from '../testing/openApiDocument';

describe('the OpenAPI document describes the account management calls', () => {
  const document = servedDocument();

  const ACCOUNTS = AccountPaths.admin.accounts;
  const operations = [
    [AccountPaths.myAccount, 'get', 'Account'],
    [AccountPaths.myAccount, 'put', 'Account'],
    [AccountPaths.myPassword, 'post', 'Account'],
    [ACCOUNTS, 'get', 'Admin'],
    [ACCOUNTS, 'post', 'Admin'],
    [`${ACCOUNTS}/{id}`, 'patch', 'Admin'],
  ] as const;

  it.each(operations)('%s %s: summary, tag and the bearer token', (path, method, tag) => {
    const operation = document.paths[path]?.[method];
    expect(operation?.summary).toEqual(expect.any(String));
    expect(operation?.tags).toEqual([tag]);
    expect(operation?.security).toEqual([{ bearer: [] }]);
  });

  it("answers the contract's records and takes its bodies", () => {
    const json = (operation: Operation | undefined, status: string) =>
      Object.keys(
        operation?.responses[status]?.content?.['application/json']?.schema.properties ?? {},
      ).sort();
    expect(json(document.paths[AccountPaths.myAccount]?.get, '200')).toEqual(
      Object.keys(MyAccount.properties).sort(),
    );
    expect(json(document.paths[ACCOUNTS]?.post, '201')).toEqual(
      Object.keys(AccountRow.properties).sort(),
    );
    expect(json(document.paths[`${ACCOUNTS}/{id}`]?.patch, '200')).toEqual(
      Object.keys(AccountRow.properties).sort(),
    );
    const body = document.paths[AccountPaths.myPassword]?.post?.requestBody;
    expect(
      Object.keys(body?.content?.['application/json']?.schema.properties ?? {}).sort(),
    ).toEqual(['currentPassword', 'password', 'passwordConfirmation']);
  });
});
