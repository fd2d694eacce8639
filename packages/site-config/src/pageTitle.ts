/**
 * A page's title as the browser's tab, its history and a search result show it: what the page is
 * ('Active Tenders', or the tender's own title), then whose site it is. One form for the
 * browser (the shell's PageTitle) and for the page the server sends.
 */
export function pageTitle(title: string, councilName: string): string {
  return `${title} - ${councilName}`;
}
