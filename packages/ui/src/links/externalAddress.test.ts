import { configureApi } from '@council/shared-auth';
import { apiHost, hostOf, isExternalAddress } from './externalAddress';

describe('an external address', () => {
  const own = ['sundarpur-np.example.in', 'api.sundarpur-np.example.in'];

  it('is an absolute http(s) address on another host', () => {
    expect(isExternalAddress('https://rtionline.gov.in/', own)).toBe(true);
    expect(isExternalAddress('//mohua.gov.in/x', own)).toBe(true);
    expect(isExternalAddress('http://SUNDARPUR-NP.example.in/notice', own)).toBe(false);
    expect(isExternalAddress('https://api.sundarpur-np.example.in/api/files/1', own)).toBe(false);
  });

  it('is never a path of the site, mail or a phone number', () => {
    for (const href of ['/contactus', 'notice?page=2', 'mailto:a@b.in', 'tel:1800', '#main']) {
      expect(isExternalAddress(href, own)).toBe(false);
    }
    expect(hostOf('javascript:alert(1)')).toBeNull();
  });

  it("knows the API's host from the configured base", () => {
    configureApi({ baseUrl: 'https://api.sundarpur-np.example.in/' });
    expect(apiHost()).toBe('api.sundarpur-np.example.in');
    configureApi({ baseUrl: '' });
    expect(apiHost()).toBeNull();
  });
});
