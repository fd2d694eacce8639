import { pageTitle } from './pageTitle';

describe("a page's title", () => {
  it("is the page's own title, then the council's name", () => {
    expect(pageTitle('Active Tenders', 'Sundarpur Nagar Parishad')).toBe(
      'Active Tenders - Sundarpur Nagar Parishad',
    );
  });
});
