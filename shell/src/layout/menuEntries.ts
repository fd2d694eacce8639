import type { CouncilIdentity } from '@council/site-config';

/** One entry of a menu: a route of the site, an outside site, or a service still to come. */
export type MenuEntry =
  | { kind: 'route'; text: string; to: string }
  | { kind: 'external'; text: string; href: string }
  | { kind: 'soon'; text: string };

/** A top-level item: a plain link, a dropdown, or the Downloads mega-menu (columns of entries). */
export type MenuItem =
  | { kind: 'link'; text: string; to: string }
  | { kind: 'dropdown'; text: string; entries: MenuEntry[] }
  | { kind: 'mega'; text: string; columns: { title: string; entries: MenuEntry[] }[] };

const route = (text: string, to: string): MenuEntry => ({ kind: 'route', text, to });
const soon = (text: string): MenuEntry => ({ kind: 'soon', text });

/** The RTI link of the council's configured important links, if it has one. */
function rtiLink(council: CouncilIdentity): MenuEntry[] {
  const rti = council.importantLinks.find((link) => /\bRTI\b|information/i.test(link.label));
  return rti ? [{ kind: 'external', text: 'menu.grievance.rti', href: rti.url }] : [];
}

/** SPEC.md 2's menu; texts are keys of the shell's catalogue, outside links come from configuration. */
export function publicMenu(council: CouncilIdentity): MenuItem[] {
  return [
    { kind: 'link', text: 'menu.home', to: '/home' },
    {
      kind: 'dropdown',
      text: 'menu.aboutUs.title',
      entries: [
        route('menu.aboutUs.about', '/about'),
        route('menu.aboutUs.standingCommittee', '/standingcommitee'),
        route('menu.aboutUs.wardParsad', '/wardparsad'),
        route('menu.aboutUs.eoList', '/executiveofficer'),
        route('menu.aboutUs.chairmanList', '/chairman'),
        route('menu.aboutUs.employeeList', '/employeelist'),
        route('menu.aboutUs.holidays', '/listofholiday'),
        route('menu.aboutUs.privacyPolicy', '/privacypolicy'),
      ],
    },
    {
      kind: 'dropdown',
      text: 'menu.tenders.title',
      entries: [
        route('menu.tenders.current', '/currenttender'),
        route('menu.tenders.past', '/pasttender'),
      ],
    },
    {
      kind: 'dropdown',
      text: 'menu.documents.title',
      entries: [
        route('menu.documents.notice', '/notice'),
        route('menu.documents.circulars', '/circulars'),
        route('menu.documents.latestNews', '/latestnews'),
        route('menu.documents.officeOrder', '/officeorder'),
      ],
    },
    {
      kind: 'mega',
      text: 'menu.downloads.title',
      columns: [
        {
          title: 'menu.downloads.forms.title',
          entries: [
            soon('menu.downloads.forms.birth'),
            soon('menu.downloads.forms.death'),
            soon('menu.downloads.forms.tradeLicence'),
            soon('menu.downloads.forms.building'),
          ],
        },
        {
          title: 'menu.downloads.acts.title',
          entries: [
            soon('menu.downloads.acts.municipalAct'),
            soon('menu.downloads.acts.byeLaws'),
            soon('menu.downloads.acts.wasteRules'),
          ],
        },
        {
          title: 'menu.downloads.reports.title',
          entries: [
            soon('menu.downloads.reports.budget'),
            soon('menu.downloads.reports.annual'),
            soon('menu.downloads.reports.citizenCharter'),
          ],
        },
      ],
    },
    {
      kind: 'dropdown',
      text: 'menu.grievance.title',
      entries: [
        route('menu.grievance.postNew', '/postgrievance'),
        route('menu.grievance.trackStatus', '/trackgrievance'),
        route('menu.grievance.view', '/viewgrievance'),
        ...rtiLink(council),
      ],
    },
    {
      kind: 'dropdown',
      text: 'menu.services.title',
      entries: [
        route('menu.services.tradeLicense', '/tradelicense'),
        route('menu.services.viewPropertyTax', '/viewpropertytax'),
        route('menu.services.payPropertyTax', '/paypropertytax'),
        soon('menu.services.birthDeath'),
        soon('menu.services.buildingPermission'),
        ...(council.gpsTracingUrl
          ? [
              {
                kind: 'external' as const,
                text: 'menu.services.gpsTracing',
                href: council.gpsTracingUrl,
              },
            ]
          : []),
      ],
    },
    {
      kind: 'dropdown',
      text: 'menu.gallery.title',
      entries: [
        route('menu.gallery.photo', '/photogallery'),
        route('menu.gallery.video', '/videogallery'),
        route('menu.gallery.pressRelease', '/pressrelease'),
      ],
    },
    {
      kind: 'dropdown',
      text: 'menu.login.title',
      entries: [route('menu.login.office', '/login'), route('menu.login.citizen', '/login')],
    },
    {
      kind: 'dropdown',
      text: 'menu.contacts.title',
      entries: [route('menu.contacts.contactUs', '/contactus')],
    },
  ];
}

/** Every page the menu reaches, for the keyword search: its name (a text key) and route. */
export function menuPages(items: MenuItem[]): { text: string; to: string }[] {
  const pages: { text: string; to: string }[] = [];
  const add = (entry: MenuEntry) => {
    if (entry.kind === 'route' && !pages.some((page) => page.to === entry.to)) pages.push(entry);
  };
  for (const item of items) {
    if (item.kind === 'link') pages.push({ text: item.text, to: item.to });
    if (item.kind === 'dropdown') item.entries.forEach(add);
    if (item.kind === 'mega') item.columns.forEach((column) => column.entries.forEach(add));
  }
  return pages;
}
