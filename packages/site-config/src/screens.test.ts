import {
  firstCallAddress,
  onlyIfPublic,
  publicScreenAt,
  screenAt,
  screenOpenTo,
  type Screen,
} from './screens';
import { aScreenDeclaration } from './testing';

const notice: Screen = { ...aScreenDeclaration(), remote: 'public_site' };
const reports: Screen = {
  ...aScreenDeclaration({ path: '/reports', module: './Reports', access: ['admin'] }),
  remote: 'admin_console',
};
const screens = [notice, reports];

describe('the screen at a path', () => {
  it('is found whatever the case and a trailing slash, as the router finds it', () => {
    expect(screenAt(screens, '/Notice/')).toBe(notice);
    expect(screenAt(screens, '/reports')).toBe(reports);
    expect(screenAt(screens, '/tenders')).toBeUndefined();
  });

  it('is public only when anyone may open it', () => {
    expect(publicScreenAt(screens, '/NOTICE')).toBe(notice);
    expect(publicScreenAt(screens, '/reports')).toBeUndefined();
    expect(publicScreenAt(screens, '/tenders')).toBeUndefined();
    expect(onlyIfPublic(notice)).toBe(notice);
    expect(onlyIfPublic(reports)).toBeUndefined();
    expect(onlyIfPublic(undefined)).toBeUndefined();
  });

  it('opens to a role its declaration names, and to anyone when public', () => {
    expect(screenOpenTo(screens, '/reports', 'admin')).toBe(reports);
    expect(screenOpenTo(screens, '/reports', 'user')).toBeUndefined();
    expect(screenOpenTo(screens, '/reports', null)).toBeUndefined();
    expect(screenOpenTo(screens, '/notice', null)).toBe(notice);
    expect(screenOpenTo(screens, '/tenders', 'admin')).toBeUndefined();
  });
});

describe("the address of a screen's first call", () => {
  const editor = { firstCall: '/api/v2/admin/notices?page={page}' };

  it('is on the API, for the page the address names', () => {
    expect(firstCallAddress(editor, '?page=3', 'https://api.example.in/')).toBe(
      'https://api.example.in/api/v2/admin/notices?page=3',
    );
    expect(firstCallAddress(editor, '', '/')).toBe('/api/v2/admin/notices?page=1');
  });

  it.each(['?page=0', '?page=-2', '?page=x', '?page=1e3', '?page=100001'])(
    'asks for the first page when the address names none a screen reads (%s)',
    (search) => {
      expect(firstCallAddress(editor, search, 'http://api')).toBe(
        'http://api/api/v2/admin/notices?page=1',
      );
    },
  );

  it('is undefined for a screen that declares none', () => {
    expect(firstCallAddress({}, '?page=2', 'http://api')).toBeUndefined();
  });
});
