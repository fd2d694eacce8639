import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anAccountRow,
  created,
  failWith,
  fakeApi,
  pageOf,
  type FakeAnswer,
} from '@council/api-fake';
import type { AccountRow, PageWire } from '@council/contract';
import { MemoryRouter } from '@council/router';
import { AddressBar, InQueryCache } from '@council/remote-harness/src/testing';
import { expectPopup } from '@council/ui/src/popups/testing/expectPopup';
import { signInAdmin } from '../testing/adminTestSetup';
import AccountsPage from './AccountsPage';

const ravi = anAccountRow({ id: 5, name: 'Ravi Kumar', email: 'ravi@council.example.in' });
const asha = anAccountRow({
  id: 4,
  name: 'Asha Devi',
  email: 'asha@example.in',
  mobile: '9876543210',
  role: 'user',
  active: false,
  emailVerified: false,
  createdAt: '2024-01-31T20:00:00.000Z',
});

let rows: AccountRow[] = [];
let listAnswer: (page: number, q: string | null) => FakeAnswer<PageWire<AccountRow>>;
const api = fakeApi();

beforeEach(() => {
  signInAdmin();
  rows = [ravi, asha];
  listAnswer = () => pageOf(rows);
  api.answer('GET /api/v2/admin/accounts', (request) =>
    listAnswer(Number(request.url.searchParams.get('page')), request.url.searchParams.get('q')),
  );
});

function renderAccounts(address = '/accounts') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <AccountsPage />
      <AddressBar />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
  return screen.findByRole('table', { name: 'Accounts' });
}

const listRequests = () => api.sentTo('GET /api/v2/admin/accounts');
const lastListQuery = () => listRequests().at(-1)?.url.search;
const rowOf = (table: HTMLElement, email: string) =>
  within(table).getByRole('cell', { name: email }).closest('tr') as HTMLElement;

/** The confirm popup: checks its question and answers it with one of its two buttons. */
async function answerConfirm(title: string, text: string, button: string) {
  const popup = await screen.findByRole('dialog', {}, { timeout: 3000 });
  expect(popup.querySelector('.swal2-title')).toHaveTextContent(title);
  expect(popup.querySelector('.swal2-html-container')).toHaveTextContent(text);
  await userEvent.click(within(popup).getByRole('button', { name: button }));
  // Gone, or followed by the popup of what came of it.
  await waitFor(() =>
    expect(document.querySelector('.swal2-title')?.textContent ?? null).not.toBe(title),
  );
}

const ward3 = { wardId: 3, ward: '3', awaiting: 0, overdue: 0, dueToday: 0 };
const ward12 = { wardId: 12, ward: '12', awaiting: 0, overdue: 0, dueToday: 0 };

describe('the staff accounts page', () => {
  it('lists the accounts with their role, status and creation date', async () => {
    const table = await renderAccounts();
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Mobile', 'Role', 'Status', 'Created', 'Actions']);
    const raviRow = within(rowOf(table, 'ravi@council.example.in'));
    expect(raviRow.getByRole('cell', { name: 'N/A' })).toBeInTheDocument();
    expect(
      raviRow.getByRole('combobox', { name: 'Role of Ravi Kumar (ravi@council.example.in)' }),
    ).toHaveDisplayValue('Administrator');
    expect(raviRow.getByText('Active')).toBeInTheDocument();
    expect(raviRow.getByRole('cell', { name: 'Mar 5, 2024' })).toBeInTheDocument();
    expect(
      raviRow.getByRole('button', {
        name: 'Disable the account of Ravi Kumar (ravi@council.example.in)',
      }),
    ).toHaveTextContent('Disable');
    const ashaRow = within(rowOf(table, 'asha@example.in'));
    expect(ashaRow.getByRole('combobox')).toHaveDisplayValue('Citizen');
    expect(ashaRow.getByText('Disabled')).toBeInTheDocument();
    expect(ashaRow.getByText('Email not confirmed')).toBeInTheDocument();
    // Indian time: the first of February.
    expect(ashaRow.getByRole('cell', { name: 'Feb 1, 2024' })).toBeInTheDocument();
    expect(
      ashaRow.getByRole('button', { name: /^Enable the account of Asha Devi/ }),
    ).toHaveTextContent('Enable');
    expect(lastListQuery()).toBe('?page=1');
  });

  it('reads the page the address names, and links to the others', async () => {
    listAnswer = (page) => pageOf([page === 2 ? asha : ravi], { page, size: 1, total: 2 });
    const table = await renderAccounts('/accounts?page=2');
    expect(within(table).getByRole('cell', { name: 'asha@example.in' })).toBeInTheDocument();
    expect(lastListQuery()).toBe('?page=2');
    const pages = screen.getByRole('navigation', { name: 'Pages of accounts' });
    await userEvent.click(within(pages).getByRole('link', { name: 'Page 1' }));
    expect(
      await screen.findByRole('cell', { name: 'ravi@council.example.in' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/accounts$/);
  });

  it('searches by email or name through the API, from the first page, and shows all again', async () => {
    listAnswer = (page, q) =>
      pageOf(q ? rows.filter(({ name }) => name.toLowerCase().includes(q)) : rows, { page });
    await renderAccounts('/accounts?page=2');
    const search = screen.getByRole('searchbox', { name: 'Search by email or name' });
    await userEvent.type(search, 'asha{Enter}');
    expect(search).toHaveFocus();
    await waitFor(() => expect(lastListQuery()).toBe('?q=asha&page=1'));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/accounts?q=asha');
    await waitFor(() =>
      expect(
        screen.queryByRole('cell', { name: 'ravi@council.example.in' }),
      ).not.toBeInTheDocument(),
    );
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('No account has an email or name containing “nobody”.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all accounts' }));
    expect(
      await screen.findByRole('cell', { name: 'ravi@council.example.in' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(lastListQuery()).toBe('?page=1');
    // Back to the search before: the box shows it again.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/accounts?q=nobody');
    expect(screen.getByRole('searchbox')).toHaveValue('nobody');
  });

  it('says so when the list cannot be read', async () => {
    listAnswer = () => failWith(403, { message: 'Only an admin may do this.' });
    render(
      <MemoryRouter initialEntries={['/accounts']}>
        <AccountsPage />
      </MemoryRouter>,
      { wrapper: InQueryCache },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an admin may do this.');
  });

  describe('a role', () => {
    it('changes once confirmed, and the list shows it', async () => {
      api.answer('PATCH /api/v2/admin/accounts/:id', () => {
        rows = [{ ...ravi, role: 'user' }, asha];
        return rows[0] as AccountRow;
      });
      const table = await renderAccounts();
      const select = within(rowOf(table, 'ravi@council.example.in')).getByRole('combobox');
      await userEvent.selectOptions(select, 'user');
      await answerConfirm(
        'Change the role?',
        'Ravi Kumar (ravi@council.example.in) will have the role Citizen. They will be signed out everywhere',
        'Change the role',
      );
      await expectPopup(
        'Success',
        'Ravi Kumar (ravi@council.example.in) now has the role Citizen.',
      );
      const [patch] = api.sentTo('PATCH /api/v2/admin/accounts/:id');
      expect(patch?.path).toBe('/api/v2/admin/accounts/5');
      expect(patch?.json).toEqual({ role: 'user' });
      await waitFor(() => expect(select).toHaveDisplayValue('Citizen'));
    });

    it('stays as it was when the admin cancels', async () => {
      const table = await renderAccounts();
      const select = within(rowOf(table, 'ravi@council.example.in')).getByRole('combobox');
      await userEvent.selectOptions(select, 'user');
      await answerConfirm('Change the role?', 'Citizen', 'Cancel');
      expect(select).toHaveDisplayValue('Administrator');
      expect(api.sentTo('PATCH /api/v2/admin/accounts/:id')).toHaveLength(0);
    });

    it("shows the API's refusal to remove the last admin", async () => {
      const refusal =
        'ravi@council.example.in is the only active admin account, and the console needs one. ' +
        'Make another account an admin first.';
      api.answer('PATCH /api/v2/admin/accounts/:id', failWith(409, { message: refusal }));
      const table = await renderAccounts();
      const select = within(rowOf(table, 'ravi@council.example.in')).getByRole('combobox');
      await userEvent.selectOptions(select, 'user');
      await answerConfirm('Change the role?', 'Citizen', 'Change the role');
      await expectPopup('Error', refusal);
      expect(select).toHaveDisplayValue('Administrator');
    });
  });

  describe('disabling and enabling', () => {
    it('disables an account once confirmed', async () => {
      api.answer('PATCH /api/v2/admin/accounts/:id', () => {
        rows = [{ ...ravi, active: false }, asha];
        return rows[0] as AccountRow;
      });
      const table = await renderAccounts();
      await userEvent.click(within(rowOf(table, 'ravi@council.example.in')).getByRole('button'));
      await answerConfirm(
        'Disable this account?',
        'Ravi Kumar (ravi@council.example.in) will be signed out at once and cannot sign in until the account is enabled again.',
        'Disable',
      );
      await expectPopup(
        'Success',
        'The account of Ravi Kumar (ravi@council.example.in) is disabled.',
      );
      expect(api.sentTo('PATCH /api/v2/admin/accounts/:id')[0]?.json).toEqual({ active: false });
      await waitFor(() =>
        expect(
          within(rowOf(table, 'ravi@council.example.in')).getByRole('button'),
        ).toHaveTextContent('Enable'),
      );
    });

    it('enables a disabled account again once confirmed', async () => {
      api.answer('PATCH /api/v2/admin/accounts/:id', { ...asha, active: true });
      const table = await renderAccounts();
      await userEvent.click(within(rowOf(table, 'asha@example.in')).getByRole('button'));
      await answerConfirm('Enable this account?', 'will be able to sign in again.', 'Enable');
      await expectPopup('Success', 'The account of Asha Devi (asha@example.in) is enabled again.');
      const [patch] = api.sentTo('PATCH /api/v2/admin/accounts/:id');
      expect(patch?.path).toBe('/api/v2/admin/accounts/4');
      expect(patch?.json).toEqual({ active: true });
    });

    it("shows the API's refusal to disable one's own account, and sends nothing when cancelled", async () => {
      const refusal = 'You cannot disable your own account.';
      api.answer('PATCH /api/v2/admin/accounts/:id', failWith(400, { message: refusal }));
      const table = await renderAccounts();
      const button = within(rowOf(table, 'ravi@council.example.in')).getByRole('button');
      await userEvent.click(button);
      await answerConfirm('Disable this account?', 'Ravi Kumar', 'Cancel');
      expect(api.sentTo('PATCH /api/v2/admin/accounts/:id')).toHaveLength(0);
      await userEvent.click(button);
      await answerConfirm('Disable this account?', 'Ravi Kumar', 'Disable');
      await expectPopup('Error', refusal);
      expect(button).toHaveTextContent('Disable');
    });
  });

  describe("an officer's details", () => {
    const meena = anAccountRow({
      id: 8,
      name: 'Meena Singh',
      email: 'meena@council.example.in',
      role: 'officer',
      designation: 'Sanitary Inspector',
      wards: [{ id: 3, wardNumber: '3' }],
    });

    it("show under the role, and change together in the row's form", async () => {
      rows = [meena, ravi];
      api.answers({
        'GET /api/v2/desk/ward-deadlines': { today: '2026-03-10', wards: [ward3, ward12] },
        'PATCH /api/v2/admin/accounts/:id': (request) => {
          const { designation } = request.json as { designation: string };
          rows = [{ ...meena, designation, wards: [{ id: 12, wardNumber: '12' }] }, ravi];
          return rows[0] as AccountRow;
        },
      });
      const table = await renderAccounts();
      const row = within(rowOf(table, 'meena@council.example.in'));
      expect(row.getByRole('combobox')).toHaveDisplayValue('Grievance officer');
      expect(row.getByText('Sanitary Inspector; wards 3')).toBeInTheDocument();
      // Not for other roles.
      expect(
        within(rowOf(table, 'ravi@council.example.in')).queryByRole('button', {
          name: /^Officer details/,
        }),
      ).not.toBeInTheDocument();
      const open = row.getByRole('button', {
        name: 'Officer details of Meena Singh (meena@council.example.in)',
      });
      await userEvent.click(open);
      const form = within(
        screen.getByRole('form', {
          name: 'Officer details of Meena Singh (meena@council.example.in)',
        }),
      );
      expect(form.getByLabelText(/^Designation/)).toHaveValue('Sanitary Inspector');
      expect(await form.findByRole('checkbox', { name: 'Ward 3' })).toBeChecked();
      await userEvent.click(form.getByRole('checkbox', { name: 'Ward 3' }));
      await userEvent.click(form.getByRole('checkbox', { name: 'Ward 12' }));
      await userEvent.clear(form.getByLabelText(/^Designation/));
      await userEvent.type(form.getByLabelText(/^Designation/), 'Junior Engineer');
      await userEvent.click(form.getByRole('button', { name: 'Save officer details' }));
      await expectPopup(
        'Success',
        'The officer details of Meena Singh (meena@council.example.in) are saved.',
      );
      const [patch] = api.sentTo('PATCH /api/v2/admin/accounts/:id');
      expect(patch?.path).toBe('/api/v2/admin/accounts/8');
      expect(patch?.json).toEqual({ designation: 'Junior Engineer', wardIds: [12] });
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(open).toHaveFocus();
      await waitFor(() =>
        expect(
          within(rowOf(table, 'meena@council.example.in')).getByText('Junior Engineer; wards 12'),
        ).toBeInTheDocument(),
      );
    });
  });

  describe('a new staff account', () => {
    async function openForm() {
      await renderAccounts();
      await userEvent.click(screen.getByRole('button', { name: 'New staff account' }));
      const form = screen.getByRole('form', { name: 'New staff account' });
      expect(within(form).getByRole('heading', { name: 'New staff account' })).toHaveFocus();
      return within(form);
    }

    it('says what to fix before any call', async () => {
      const form = await openForm();
      await userEvent.type(form.getByLabelText(/^Email address/), 'ravi@council');
      await userEvent.type(form.getByLabelText(/^Mobile number/), '12345');
      await userEvent.click(form.getByRole('button', { name: 'Create account' }));
      const name = form.getByLabelText(/^Name/);
      expect(name).toHaveAccessibleDescription('Please enter your name.');
      expect(name).toHaveFocus();
      expect(form.getByLabelText(/^Email address/)).toHaveAccessibleDescription(
        'Please enter an email address like name@example.com.',
      );
      expect(form.getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(
        'Optional. 10 digits, starting with 6, 7, 8 or 9. Please enter a 10-digit mobile number that starts with 6, 7, 8 or 9.',
      );
      expect(api.sentTo('POST /api/v2/admin/accounts')).toHaveLength(0);
    });

    it('makes the account without a password and says that a link was mailed', async () => {
      api.answer('POST /api/v2/admin/accounts', created(anAccountRow({ id: 12 })));
      const form = await openForm();
      expect(
        form.getByText(
          'You do not choose a password for the account: we email its owner a link to set their own.',
        ),
      ).toBeInTheDocument();
      expect(form.queryByLabelText(/password/i)).not.toBeInTheDocument();
      expect(form.getByLabelText(/^Role/)).toHaveDisplayValue('Administrator');
      await userEvent.type(form.getByLabelText(/^Name/), ' Meena Singh ');
      await userEvent.type(form.getByLabelText(/^Email address/), ' Meena@Council.Example.IN');
      const lists = listRequests().length;
      await userEvent.click(form.getByRole('button', { name: 'Create account' }));
      await expectPopup(
        'Success',
        'The account is made. We sent an email to meena@council.example.in with a link to set the password.',
      );
      expect(api.sentTo('POST /api/v2/admin/accounts')[0]?.json).toEqual({
        name: 'Meena Singh',
        email: 'meena@council.example.in',
        role: 'admin',
      });
      expect(screen.queryByRole('form', { name: 'New staff account' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'New staff account' })).toHaveFocus();
      await waitFor(() => expect(listRequests().length).toBeGreaterThan(lists));
    });

    it("shows the API's refusal of an email that has an account, and keeps the form", async () => {
      const refusal = 'An account with the email ravi@council.example.in already exists.';
      api.answer('POST /api/v2/admin/accounts', failWith(409, { message: refusal }));
      const form = await openForm();
      await userEvent.type(form.getByLabelText(/^Name/), 'Ravi');
      await userEvent.type(form.getByLabelText(/^Email address/), 'ravi@council.example.in');
      await userEvent.type(form.getByLabelText(/^Mobile number/), '+91 98765-43210');
      await userEvent.click(form.getByRole('button', { name: 'Create account' }));
      await expectPopup('Error', refusal);
      expect(api.sentTo('POST /api/v2/admin/accounts')[0]?.json).toMatchObject({
        mobile: '9876543210',
      });
      expect(form.getByLabelText(/^Name/)).toHaveValue('Ravi');
    });

    it("asks an officer's designation and wards, and sends them", async () => {
      api.answers({
        'GET /api/v2/desk/ward-deadlines': { today: '2026-03-10', wards: [ward3, ward12] },
        'POST /api/v2/admin/accounts': created(anAccountRow({ id: 14, role: 'officer' })),
      });
      const form = await openForm();
      expect(form.queryByLabelText(/^Designation/)).not.toBeInTheDocument();
      await userEvent.selectOptions(form.getByLabelText(/^Role/), 'Grievance officer');
      await userEvent.type(form.getByLabelText(/^Name/), 'Meena Singh');
      await userEvent.type(form.getByLabelText(/^Email address/), 'meena@council.example.in');
      await userEvent.click(form.getByRole('button', { name: 'Create account' }));
      const designation = form.getByLabelText(/^Designation/);
      expect(designation).toHaveFocus();
      expect(designation).toHaveAccessibleDescription(
        "As complaints show it, for example Sanitary Inspector. Please enter the officer's designation.",
      );
      expect(api.sentTo('POST /api/v2/admin/accounts')).toHaveLength(0);

      await userEvent.type(designation, ' Sanitary Inspector ');
      const wards = within(form.getByRole('group', { name: 'Wards' }));
      await userEvent.click(await wards.findByRole('checkbox', { name: 'Ward 12' }));
      await userEvent.click(form.getByRole('button', { name: 'Create account' }));
      await expectPopup(
        'Success',
        'The account is made. We sent an email to meena@council.example.in with a link to set the password.',
      );
      expect(api.sentTo('POST /api/v2/admin/accounts')[0]?.json).toEqual({
        name: 'Meena Singh',
        email: 'meena@council.example.in',
        role: 'officer',
        designation: 'Sanitary Inspector',
        wardIds: [12],
      });
    });

    it('closes with Cancel, focus going back to its button', async () => {
      const form = await openForm();
      await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('form', { name: 'New staff account' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'New staff account' })).toHaveFocus();
    });
  });
});
