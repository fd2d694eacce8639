import {
  embedSiteConfig,
  stylesheetsOf,
  withCriticalStyles,
  withDescription,
  withFirstScreen,
  withFontPreload,
  withLanguage,
} from './html';
import { siteConfigFromEnv } from './siteConfig';

describe('embedSiteConfig', () => {
  const config = siteConfigFromEnv({});

  it('puts the configuration as a JSON script where the comment was', () => {
    const html = embedSiteConfig('<head><!--site-config--></head>', config);
    const match = /<script id="site-config" type="application\/json">(.*)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    expect(JSON.parse(match?.[1] ?? '')).toEqual(config);
    expect(html).not.toContain('<!--site-config-->');
  });

  it('escapes < so that no value can close the script', () => {
    const hostile = { ...config, apiBaseUrl: '</script><script>alert(1)</script>$&' };
    const html = embedSiteConfig('<!--site-config-->', hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json).apiBaseUrl).toBe(hostile.apiBaseUrl);
  });

  it('puts it at the end of <head> when a minifier dropped the comment', () => {
    const html = embedSiteConfig('<html><head><title>x</title></head><body></body></html>', config);
    expect(html).toMatch(
      /<title>x<\/title><link rel="preconnect"[^>]*><script id="site-config" type="application\/json">.*<\/script><\/head><body>/,
    );
  });

  it('asks the browser to open the connection to an API on another origin', () => {
    const html = embedSiteConfig('<head></head>', {
      ...config,
      apiBaseUrl: 'https://api.example.in/v1',
    });
    expect(html).toMatch(
      /^<head><link rel="preconnect" href="https:\/\/api\.example\.in" crossorigin><script id="site-config"/,
    );
  });

  it('opens no connection for an API on the site itself', () => {
    const html = embedSiteConfig('<head></head>', { ...config, apiBaseUrl: '/api-server' });
    expect(html).not.toContain('preconnect');
  });

  it('preloads the remote entry of the route being opened', () => {
    const entry = 'https://www.council.example/public/remoteEntry.js';
    const html = embedSiteConfig('<head></head>', config, entry);
    expect(html).toContain(`<link rel="preload" as="script" href="${entry}">`);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('id="site-config"'));
  });

  it('keeps a quote in the entry address inside the attribute', () => {
    const html = embedSiteConfig('<head></head>', config, 'https://x.example/a"><script>');
    expect(html).toContain('href="https://x.example/a&quot;>&lt;script>"');
    expect(html).not.toContain('<script>');
  });

  it('leaves a page with neither as it is', () => {
    expect(embedSiteConfig('<p>hi</p>', config)).toBe('<p>hi</p>');
  });
});

describe('withFirstScreen', () => {
  const screen = {
    rootHtml: "<header>Nagar Parishad</header><main>Rates $& $' dues</main>",
    head: '<link rel="preload" as="image" href="https://api.council.example/api/files/1/ab/photo.jpg"/>',
    stylesheets: ['https://www.council.example/public/home.4bc6605a.css'],
    calls: { '/notices': [{ title: 'Water cut </script><script>alert(1)</script>' }] },
    renderedFor: null,
    language: 'en',
  };
  const page =
    '<!doctype html><html><head><title>x</title>' +
    '<link rel="preload" as="script" href="/main.1a2b3c4d.js">' +
    '<link rel=preload as=script href=/175.c99d3309.js>' +
    '<link rel=preload as=style href=/675.356ab508.css>' +
    '<link rel="icon" href="/favicon.svg">' +
    '<script id="site-config" type="application/json">{}</script>' +
    '<script defer src=/main.1a2b3c4d.js></script>' +
    '<script defer="defer" src="/vendor.9a8b7c6d.js"></script>' +
    '</head><body><div id="root"></div><p>after</p></body></html>';
  const callsOf = (html: string) =>
    /<script id="first-screen-calls" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];

  it.each(['<div id="root"></div>', '<div id=root></div>'])(
    'puts the markup, as it is, into %s and the calls right after it',
    (root) => {
      const html = withFirstScreen(`<head></head><body>${root}</body>`, screen);
      expect(html).toMatch(
        /<body><div id="root"><header>Nagar Parishad<\/header><main>Rates \$& \$' dues<\/main><\/div><script id="first-screen-calls" type="application\/json">.*<\/script><\/body>$/,
      );
    },
  );

  it('names on #root the role the screen was rendered for, when it was for a session', () => {
    const html = withFirstScreen(page, { ...screen, renderedFor: 'admin' });
    expect(html).toContain('<div id="root" data-rendered-for="admin"><header>');
    expect(withFirstScreen(page, screen)).toContain('<div id="root"><header>');
  });

  it('names on #root the language it was rendered in, when not English', () => {
    const html = withFirstScreen(page, { ...screen, renderedFor: 'user', language: 'hi' });
    expect(html).toContain(
      '<div id="root" data-rendered-for="user" data-rendered-in="hi"><header>',
    );
  });

  it("puts the screen's preloads into <head>, before its stylesheets", () => {
    const html = withFirstScreen(page, screen);
    expect(html).toContain(
      `${screen.head}<link rel="stylesheet" href="https://www.council.example/public/home.4bc6605a.css">`,
    );
    expect(html.indexOf(screen.head)).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes < in the calls so that no value can close the script', () => {
    const html = withFirstScreen(page, screen);
    expect(callsOf(html)).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(JSON.parse(callsOf(html) ?? '')).toEqual(screen.calls);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('makes the page’s style preloads stylesheets and adds the screen’s at the end of <head>', () => {
    const html = withFirstScreen(page, screen);
    expect(html).toContain('<link rel="stylesheet" href=/675.356ab508.css>');
    expect(html).toMatch(
      /<link rel="stylesheet" href="https:\/\/www\.council\.example\/public\/home\.4bc6605a\.css"><script defer src="\/first-screen-scripts\.js"[^>]*><\/script><\/head>/,
    );
    expect(html).not.toContain('as=style');
  });

  it('hands the script preloads and deferred scripts to the loader, in their order', () => {
    const html = withFirstScreen(page, screen);
    expect(html).toContain(
      '<script defer src="/first-screen-scripts.js"' +
        ' data-preloads="/main.1a2b3c4d.js /175.c99d3309.js"' +
        ' data-scripts="/main.1a2b3c4d.js /vendor.9a8b7c6d.js"></script>',
    );
    expect(html.match(/<script defer/g)).toHaveLength(1);
    expect(html).not.toMatch(/as="?script/);
  });

  it('gives the loader empty lists for a page without scripts', () => {
    const html = withFirstScreen('<head></head><body><div id=root></div></body>', screen);
    expect(html).toContain(
      '<script defer src="/first-screen-scripts.js" data-preloads="" data-scripts=""></script>',
    );
  });

  it('keeps a quote, & and < in an address inside its attribute', () => {
    const html = withFirstScreen('<head><script defer src="/a.js?x=1&y=<2"></script></head>', {
      ...screen,
      stylesheets: ['https://x.example/a"><script>alert(1)</script>'],
    });
    expect(html).toContain('href="https://x.example/a&quot;>&lt;script>alert(1)&lt;/script>"');
    expect(html).toContain('data-scripts="/a.js?x=1&amp;y=&lt;2"');
    expect(html).not.toContain('<script>');
  });

  it('changes nothing else in the page', () => {
    expect(withFirstScreen(page, screen)).toBe(
      '<!doctype html><html><head><title>x</title>' +
        '<link rel="stylesheet" href=/675.356ab508.css>' +
        '<link rel="icon" href="/favicon.svg">' +
        '<script id="site-config" type="application/json">{}</script>' +
        screen.head +
        '<link rel="stylesheet" href="https://www.council.example/public/home.4bc6605a.css">' +
        '<script defer src="/first-screen-scripts.js"' +
        ' data-preloads="/main.1a2b3c4d.js /175.c99d3309.js"' +
        ' data-scripts="/main.1a2b3c4d.js /vendor.9a8b7c6d.js"></script>' +
        '</head><body><div id="root">' +
        screen.rootHtml +
        '</div><script id="first-screen-calls" type="application/json">' +
        JSON.stringify(screen.calls).replace(/</g, '\\u003c') +
        '</script><p>after</p></body></html>',
    );
  });
});

describe('withLanguage', () => {
  it('sets <html lang> to the reader’s language', () => {
    expect(withLanguage('<!doctype html>\n<html lang="en">\n<head>', 'hi')).toBe(
      '<!doctype html>\n<html lang="hi">\n<head>',
    );
  });

  it('keeps the other attributes, and adds lang where there was none', () => {
    expect(withLanguage('<html class="x" lang=en dir="ltr"><body lang="en">', 'hi')).toBe(
      '<html class="x" lang="hi" dir="ltr"><body lang="en">',
    );
    expect(withLanguage('<html><head>', 'hi')).toBe('<html lang="hi"><head>');
  });
});

describe('withFontPreload', () => {
  const font = '/assets/noto-sans-devanagari-400.4e5f6a7b.woff2';
  const link = `<link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin>`;

  it('preloads the font right after the charset', () => {
    expect(withFontPreload('<html><head><meta charset=utf-8><title>x</title>', font)).toBe(
      `<html><head><meta charset=utf-8>${link}<title>x</title>`,
    );
  });

  it('or at the start of <head> without one', () => {
    expect(withFontPreload('<html><head><title>x</title>', font)).toBe(
      `<html><head>${link}<title>x</title>`,
    );
  });
});

describe('withDescription', () => {
  it('replaces the description, quoted or not as the build wrote it, escaping what it puts in', () => {
    expect(withDescription('<meta name="description" content="Old">', 'नगर "परिषद" & <b>')).toBe(
      '<meta name="description" content="नगर &quot;परिषद&quot; &amp; &lt;b>">',
    );
    expect(withDescription('<meta name=description content=Old><title>', 'New')).toBe(
      '<meta name=description content="New"><title>',
    );
  });

  it('leaves a page without a description as it is', () => {
    expect(withDescription('<head><title>T</title></head>', 'New')).toBe(
      '<head><title>T</title></head>',
    );
  });
});

describe('withCriticalStyles', () => {
  const page =
    '<html><head><meta charset=utf-8><link rel="stylesheet" href=/904.b3ddec0a.css>' +
    '<link rel=icon href=/favicon.svg>' +
    '<link rel="stylesheet" href="http://localhost:3001/home.4bc6605a.css">' +
    '<script defer src="/first-screen-scripts.js" data-preloads="" data-scripts="/main.1.js"></script>' +
    '</head><body><div id="root"><h1>Home</h1></div></body></html>';

  it('finds the page’s stylesheets, quoted or not, in their order', () => {
    expect(stylesheetsOf(page)).toEqual([
      '/904.b3ddec0a.css',
      'http://localhost:3001/home.4bc6605a.css',
    ]);
  });

  it('puts the CSS where the stylesheets began and hands the loader those to add, with a copy for no scripts', () => {
    const afterPaint = [
      '/904.b3ddec0a.css?font-faces=inlined',
      'http://localhost:3001/home.4bc6605a.css',
    ];
    expect(withCriticalStyles(page, { css: 'h1{color:#0b4f8a}', afterPaint })).toBe(
      '<html><head><meta charset=utf-8><style>h1{color:#0b4f8a}</style>' +
        '<noscript><link rel="stylesheet" href=/904.b3ddec0a.css></noscript>' +
        '<link rel=icon href=/favicon.svg>' +
        '<noscript><link rel="stylesheet" href="http://localhost:3001/home.4bc6605a.css"></noscript>' +
        '<script defer src="/first-screen-scripts.js"' +
        ' data-stylesheets="/904.b3ddec0a.css?font-faces=inlined http://localhost:3001/home.4bc6605a.css"' +
        ' data-preloads="" data-scripts="/main.1.js"></script>' +
        '</head><body><div id="root"><h1>Home</h1></div></body></html>',
    );
  });

  it('leaves the page as it is when the CSS could end its element', () => {
    const css = 'a{}</style><script>alert(1)</script>';
    expect(withCriticalStyles(page, { css, afterPaint: stylesheetsOf(page) })).toBe(page);
  });

  it('leaves a page without the loader as it is: nothing would add its stylesheets', () => {
    const withoutLoader = page.replace(/<script defer[^>]*><\/script>/, '');
    const styles = { css: 'h1{}', afterPaint: stylesheetsOf(page) };
    expect(withCriticalStyles(withoutLoader, styles)).toBe(withoutLoader);
  });
});
