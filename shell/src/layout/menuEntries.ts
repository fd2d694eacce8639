import {
  localise,
  menuLinksOf,
  SHELL_ROUTES,
  type CouncilIdentity,
  type ScreenDeclaration,
} from '@council/site-config';

/**
 * One entry of a menu: a route of the site or an outside site. Only what leads somewhere: a page
 * still to come has no place in a menu (its route answers, and the sitemap lists it).
 */
export type MenuEntry =
  { kind: 'route'; text: string; to: string } | { kind: 'external'; text: string; href: string };

/** A top-level item: a plain link, a dropdown, or the Downloads mega-menu (columns of entries). */
export type MenuItem =
  | { kind: 'link'; text: string; to: string }
  | { kind: 'dropdown'; text: string; entries: MenuEntry[] }
  | { kind: 'mega'; text: string; columns: { title: string; entries: MenuEntry[] }[] };

/**
 * The shell's groups, in the menu's order, with their look and title (a text key). A screen joins
 * a group by declaring `menu: { group, order }`; the 'home' group is the plain Home link. A group
 * (or a column of the Downloads mega-menu) with nothing in it is left out.
 */
type MenuGroup =
  | { kind: 'link'; group: string }
  | { kind: 'dropdown'; group: string; title: string }
  | { kind: 'mega'; title: string; columns: { group: string; title: string }[] };

/** The group of the shell's sign-in entries. */
const SIGN_IN_GROUP = 'login';

const MENU_GROUPS: MenuGroup[] = [
  { kind: 'link', group: 'home' },
  { kind: 'dropdown', group: 'aboutUs', title: 'menu.aboutUs.title' },
  { kind: 'dropdown', group: 'tenders', title: 'menu.tenders.title' },
  { kind: 'dropdown', group: 'documents', title: 'menu.documents.title' },
  {
    kind: 'mega',
    title: 'menu.downloads.title',
    columns: [
      { group: 'forms', title: 'menu.downloads.forms.title' },
      { group: 'acts', title: 'menu.downloads.acts.title' },
      { group: 'reports', title: 'menu.downloads.reports.title' },
    ],
  },
  { kind: 'dropdown', group: 'grievance', title: 'menu.grievance.title' },
  { kind: 'dropdown', group: 'services', title: 'menu.services.title' },
  { kind: 'dropdown', group: 'gallery', title: 'menu.gallery.title' },
  { kind: 'dropdown', group: SIGN_IN_GROUP, title: 'menu.login.title' },
  { kind: 'dropdown', group: 'contacts', title: 'menu.contacts.title' },
];

/** An entry the shell adds itself (texts are keys of its catalogue), placed among the screens by order. */
type ShellEntry = { order: number; entry: MenuEntry };

const outside = (order: number, text: string, href: string | null | undefined): ShellEntry[] =>
  href ? [{ order, entry: { kind: 'external', text, href } }] : [];

/** The RTI link of the council's configured important links, if it has one. */
function rtiLink(council: CouncilIdentity): string | undefined {
  return council.importantLinks.find((link) => /\bRTI\b|information/i.test(link.label))?.url;
}

/** What is not a screen: outside sites from configuration, the sign-in. */
function shellEntries(council: CouncilIdentity): Record<string, ShellEntry[]> {
  return {
    grievance: outside(40, 'menu.grievance.rti', rtiLink(council)),
    services: outside(60, 'menu.services.gpsTracing', council.gpsTracingUrl),
    [SIGN_IN_GROUP]: [
      { order: 10, entry: { kind: 'route', text: 'menu.login.office', to: SHELL_ROUTES.login } },
      // The same sign-in, with the way to a new account first (issue 15).
      {
        order: 20,
        entry: {
          kind: 'route',
          text: 'menu.login.citizen',
          to: `${SHELL_ROUTES.login}?as=citizen`,
        },
      },
    ],
  };
}

export interface MenuSources {
  council: CouncilIdentity;
  /** The merged table; only public screens are offered to a visitor. */
  screens: readonly ScreenDeclaration[];
  /** The shell's catalogue, for its own texts. */
  t: (key: string) => string;
  language: string;
  /**
   * Whether the Login group is offered: not to someone signed in, whose way to their dashboard
   * and out is the header's own (AccountLinks).
   */
  withSignIn?: boolean;
}

/** SPEC.md 2's menu: the shell's groups filled with the screens declared in them, texts ready to show. */
export function publicMenu({
  council,
  screens,
  t,
  language,
  withSignIn = true,
}: MenuSources): MenuItem[] {
  const own = shellEntries(council);
  const visible = screens.filter((screen) => screen.access === 'public');
  const entriesOf = (group: string): MenuEntry[] =>
    [
      ...(own[group] ?? []).map(({ order, entry }) => ({
        order,
        entry: { ...entry, text: t(entry.text) },
      })),
      ...menuLinksOf(visible, group).map(({ order, path, text }) => ({
        order,
        entry: { kind: 'route' as const, text: localise(text, language), to: path },
      })),
    ]
      // A stable sort: at an equal order the shell's entry comes first.
      .sort((a, b) => a.order - b.order)
      .map(({ entry }) => entry);

  return MENU_GROUPS.flatMap((group): MenuItem[] => {
    if (!withSignIn && group.kind === 'dropdown' && group.group === SIGN_IN_GROUP) return [];
    if (group.kind === 'link') {
      const [first] = entriesOf(group.group);
      return first?.kind === 'route' ? [{ kind: 'link', text: first.text, to: first.to }] : [];
    }
    if (group.kind === 'dropdown') {
      const entries = entriesOf(group.group);
      return entries.length ? [{ kind: 'dropdown', text: t(group.title), entries }] : [];
    }
    const columns = group.columns
      .map((column) => ({ title: t(column.title), entries: entriesOf(column.group) }))
      .filter((column) => column.entries.length > 0);
    return columns.length ? [{ kind: 'mega', text: t(group.title), columns }] : [];
  });
}

/** Every page the menu reaches, for the keyword search: its name as the menu says it, and route. */
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
