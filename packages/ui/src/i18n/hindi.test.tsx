import { useState, type FormEvent } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import { checkMobile, checkName, type Problems } from '../account/accountChecks';
import { useFormProblems } from '../account/formProblems';
import { ComplaintTable } from '../complaints/ComplaintTable';
import { testComplaint } from '../complaints/testing/testComplaint';
import { ErrorSummary } from '../form/ErrorSummary';
import { TextField } from '../form/TextField';
import { Pagination } from '../paging/Pagination';
import { StatusBadge } from '../status/StatusBadge';
import { showSuccess } from '../popups/popups';
import '../testing/browserGaps';

// The shared pieces in Hindi: the catalogues are the lazy chunks setLanguage loads (hi.json).
initI18n();
beforeEach(() => act(() => setLanguage('hi')));
afterAll(() => setLanguage('en'));

type Field = 'name' | 'mobile';
const ORDER: readonly Field[] = ['name', 'mobile'];

/** A form with the account checks, as the sign-up and My account forms use them. */
function NameAndMobile() {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', mobile: '' });
  const problems = useFormProblems<Field>((field) => `form-${field}`);
  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems<Field> = {
      name: checkName(values.name),
      mobile: checkMobile(values.mobile, { required: true }),
    };
    problems.passes(found, ORDER);
  }
  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary summary={problems.summary} />
      {ORDER.map((field) => (
        <TextField
          key={field}
          id={`form-${field}`}
          label={field}
          value={values[field]}
          error={problems.errorOf(field)}
          onChange={(value) => setValues((was) => ({ ...was, [field]: value }))}
        />
      ))}
      <button type="submit">send</button>
    </form>
  );
}

describe('the shared pieces in Hindi', () => {
  it('page a list in Hindi: its name, where it is, the way back and on', () => {
    render(
      <MemoryRouter initialEntries={['/notice?page=2']}>
        <Pagination page={2} size={20} total={45} list="सूचनाओं" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'सूचनाओं के पृष्ठ' });
    expect(within(nav).getByText('कुल 45 में से प्रविष्टियाँ 21–40 दिखाई जा रही हैं')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'पीछे' })).toHaveAttribute('href', '/notice');
    expect(within(nav).getByRole('link', { name: 'आगे' })).toHaveAttribute('href', '/notice?page=3');
    expect(within(nav).getByRole('link', { name: 'पृष्ठ 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("sum up a form's problems in Hindi, each check's message too", async () => {
    render(<NameAndMobile />);
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('2 त्रुटियाँ हैं: कृपया उन्हें ठीक करके पुनः प्रयास करें।');
    expect(within(summary).getByRole('link', { name: 'कृपया अपना नाम दर्ज करें।' })).toHaveAttribute(
      'href',
      '#form-name',
    );
    expect(
      within(summary).getByRole('link', { name: 'कृपया अपना मोबाइल नंबर दर्ज करें।' }),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('name'), 'Sita Devi');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('एक त्रुटि है: कृपया उसे ठीक करके पुनः प्रयास करें।');
  });

  it('switch back to English in place, keeping what was typed', async () => {
    render(<NameAndMobile />);
    await userEvent.type(screen.getByLabelText('mobile'), '98765');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया अपना नाम दर्ज करें।');

    await act(() => setLanguage('en'));
    expect(screen.getByLabelText('mobile')).toHaveValue('98765');
    expect(screen.getByRole('alert')).toHaveTextContent('There are 2 problems');
  });

  it("name a complaint's status in Hindi, and leave one the site does not know as sent", () => {
    render(
      <>
        <StatusBadge status="Pending" />
        <StatusBadge status="Escalated" />
      </>,
    );
    expect(screen.getByText('लंबित')).toHaveClass('council-status-pending');
    expect(screen.getByText('Escalated')).toHaveClass('council-status-other');
  });

  it('show a list of complaints in Hindi: headers, statuses, marks and buttons', () => {
    render(
      <MemoryRouter>
        <ComplaintTable
          kind="public"
          caption="सभी शिकायतें"
          complaints={[testComplaint({ status: 'Resolved', overdue: true })]}
          onViewMore={() => undefined}
          paging={{ page: 1, size: 1, total: 2, list: 'शिकायतों' }}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'सभी शिकायतें' });
    expect(within(table).getByRole('columnheader', { name: 'शिकायत संख्या' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'कार्रवाई' })).toBeInTheDocument();
    expect(within(table).getByText('निराकृत')).toBeInTheDocument();
    expect(within(table).getByText('समय-सीमा पार')).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'शिकायत 41 का विस्तृत विवरण देखें' }),
    ).toHaveTextContent('विस्तार से देखें');
    expect(screen.getByRole('navigation', { name: 'शिकायतों के पृष्ठ' })).toBeInTheDocument();
  });

  it("say OK on a popup's button in Hindi, where the screen names none", async () => {
    const closed = showSuccess({ title: 'सफल', text: 'सूचना जोड़ी गई।' });
    const popup = await screen.findByRole('dialog', {}, { timeout: 3000 });
    await userEvent.click(within(popup).getByRole('button', { name: 'ठीक है' }));
    await expect(closed).resolves.toBeUndefined();
  });
});
