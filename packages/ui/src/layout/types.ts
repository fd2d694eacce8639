/** A sidebar entry: a route of the site and the words the sidebar shows for it. */
export interface DashboardLink {
  to: string;
  label: string;
}

/** An entry of the header's account menu: either a route or an action (Logout). */
export type DashboardMenuItem =
  | { label: string; to: string; onSelect?: never }
  | { label: string; onSelect: () => void; to?: never };

export interface DashboardMenu {
  /** The words on the menu's button ('Admin'). */
  label: string;
  items: DashboardMenuItem[];
}
