import { Translator } from './translator';

function translator(): Translator {
  const i18n = new Translator('en');
  i18n.init('en');
  i18n.addResourceBundle('en', 'site', {
    notice: { empty: 'No notices.', by: 'Posted by {{name}}' },
    files_one: '{{count}} file',
    files_other: '{{count}} files',
    views: '{{count, number}} views',
    onlyEnglish: 'Only in English',
  });
  i18n.addResourceBundle('hi', 'site', {
    notice: { empty: 'कोई सूचना नहीं।', by: '{{name}} द्वारा' },
    files_one: '{{count}} फ़ाइल',
    files_other: '{{count}} फ़ाइलें',
    views: '{{count, number}} बार देखा गया',
  });
  return i18n;
}

describe('Translator', () => {
  it('reads nested keys of a namespace, interpolating', () => {
    const i18n = translator();
    expect(i18n.t('notice.by', { ns: 'site', name: 'Asha' })).toBe('Posted by Asha');
  });

  it('picks the plural form of the count by each language’s rules', async () => {
    const i18n = translator();
    const files = (count: number) => i18n.t('files', { ns: 'site', count });
    expect([0, 1, 2].map(files)).toEqual(['0 files', '1 file', '2 files']);
    await i18n.changeLanguage('hi');
    expect([0, 1, 2].map(files)).toEqual(['0 फ़ाइल', '1 फ़ाइल', '2 फ़ाइलें']);
  });

  it('prefers a _zero form for 0 when a catalogue has one', () => {
    const i18n = translator();
    i18n.addResourceBundle('en', 'site', { files_zero: 'No files' });
    expect(i18n.t('files', { ns: 'site', count: 0 })).toBe('No files');
    expect(i18n.t('files', { ns: 'site', count: 1 })).toBe('1 file');
  });

  it('writes {{count, number}} in the language read', () => {
    const i18n = translator();
    expect(i18n.t('views', { ns: 'site', count: 123456 })).toBe('123,456 views');
    expect(i18n.t('views', { ns: 'site', count: 123456, lng: 'hi' })).toBe('1,23,456 बार देखा गया');
  });

  it('falls back to English for a key the language lacks', async () => {
    const i18n = translator();
    await i18n.changeLanguage('hi');
    expect(i18n.t('onlyEnglish', { ns: 'site' })).toBe('Only in English');
    expect(i18n.t('notice.empty', { ns: 'site' })).toBe('कोई सूचना नहीं।');
  });

  it('answers a key no language has (or a group of texts) with the key, or the default given', () => {
    const i18n = translator();
    expect(i18n.t('notice.missing', { ns: 'site' })).toBe('notice.missing');
    expect(i18n.t('notice', { ns: 'site' })).toBe('notice');
    expect(i18n.t('notice.empty', { ns: 'elsewhere' })).toBe('notice.empty');
    expect(i18n.t('notice.empty')).toBe('notice.empty');
    expect(i18n.t('label', { ns: 'site', defaultValue: 'Label' })).toBe('Label');
  });

  it('tells whether a key exists, in the language or the fallback', () => {
    const i18n = translator();
    expect(i18n.exists('notice.empty', { ns: 'site' })).toBe(true);
    expect(i18n.exists('onlyEnglish', { ns: 'site', lng: 'hi' })).toBe(true);
    expect(i18n.exists('notice', { ns: 'site' })).toBe(false);
    expect(i18n.exists('files', { ns: 'site', count: 2 })).toBe(true);
  });

  it('gives a fixed t for a language and namespace, whose options still win', () => {
    const i18n = translator();
    i18n.addResourceBundle('en', 'other', { notice: { empty: 'Nothing here.' } });
    const hindi = i18n.getFixedT('hi', 'site');
    expect(hindi('notice.empty')).toBe('कोई सूचना नहीं।');
    expect(hindi('notice.empty', { ns: 'other', lng: 'en' })).toBe('Nothing here.');
  });

  it('gives a fixed t without a language that reads the language of each call', async () => {
    const i18n = translator();
    const t = i18n.getFixedT(null, 'site');
    expect(t('notice.empty')).toBe('No notices.');
    await i18n.changeLanguage('hi');
    expect(t('notice.empty')).toBe('कोई सूचना नहीं।');
  });

  it('merges catalogues of one namespace deeply, a key given again taking the new text', () => {
    const i18n = translator();
    const before = i18n.getResourceBundle('en', 'site');
    i18n.addResourceBundle('en', 'site', { notice: { empty: 'None yet.', title: 'Notices' } });
    expect(i18n.t('notice.empty', { ns: 'site' })).toBe('None yet.');
    expect(i18n.t('notice.title', { ns: 'site' })).toBe('Notices');
    expect(i18n.t('notice.by', { ns: 'site', name: 'Ravi' })).toBe('Posted by Ravi');
    expect(before).toMatchObject({ notice: { empty: 'No notices.' } }); // not changed under a reader
    expect(i18n.getResourceBundle('en', 'site')).not.toBe(before);
  });

  it('knows which bundles it has', () => {
    const i18n = translator();
    expect(i18n.hasResourceBundle('hi', 'site')).toBe(true);
    expect(i18n.hasResourceBundle('hi', 'other')).toBe(false);
    expect(i18n.getResourceBundle('hi', 'other')).toBeUndefined();
  });

  it('changes language synchronously, telling listeners of it and of texts added', () => {
    const i18n = translator();
    const listener = jest.fn();
    const stop = i18n.subscribe(listener);
    const before = i18n.changeCount();

    void i18n.changeLanguage('hi');
    expect(i18n.language).toBe('hi');
    void i18n.changeLanguage('hi'); // no change, nothing to tell
    i18n.addResourceBundle('hi', 'site', { added: 'जोड़ा' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.changeCount()).toBe(before + 2);

    stop();
    void i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is not initialised, and reads the fallback language, until init', () => {
    const i18n = new Translator('en');
    expect(i18n.isInitialized).toBe(false);
    expect(i18n.language).toBe('en');
    i18n.init('hi');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('hi');
  });
});
