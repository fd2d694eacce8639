import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, fakeApi, NETWORK_DOWN } from '@council/api-fake';
import { setLanguage } from '@council/i18n';
import { DEMO_COUNCIL } from '@council/site-config';
import FeedbackPage from '../feedback/FeedbackPage';
import { renderScreen } from '../testing/renderScreen';
import { ContactForm } from './ContactForm';

const api = fakeApi();
// Several fields filled and a form sent per test: room for a machine busy with other work.
jest.setTimeout(15_000);
const RECEIPT = {
  reference: 'FB/2026/000012',
  message:
    'Thank you. Your message has reached the council; its reference number is FB/2026/000012.',
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillIn(values: Partial<Record<string, string>> = {}) {
  const all: Partial<Record<string, string>> = {
    name: 'Sunita Kumari',
    email: 'sunita@example.com',
    subject: 'Street light',
    message: 'The light near the temple is out.',
    ...values,
  };
  for (const [label, value] of [
    [/^Name/, all.name],
    [/^Email/, all.email],
    [/^Subject/, all.subject],
    [/^Message/, all.message],
    [/^Phone/, all.phone],
    [/^Project/, all.project],
  ] as const) {
    // Pasted, not typed key by key: the same change events, without a timer per character.
    if (value) {
      await userEvent.click(field(label));
      await userEvent.paste(value);
    }
  }
}
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('the message form', () => {
  it('lists what is missing, beside each field and in a summary, sends nothing, and goes to the first', async () => {
    api.answer('POST /api/v2/public/feedback', RECEIPT);
    renderScreen(<ContactForm />);
    await send();
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please enter your name.',
      'Please enter your email address.',
      'Please enter a subject.',
      'Please write your message.',
    ]);
    expect(field(/^Name/)).toHaveFocus();
    expect(field(/^Name/)).toHaveAccessibleDescription('Please enter your name.');
    expect(field(/^Message/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Phone/)).not.toHaveAttribute('aria-invalid');
    expect(api.sent).toEqual([]);
  });

  it('checks the email and the phone number as the API does', async () => {
    api.answer('POST /api/v2/public/feedback', RECEIPT);
    renderScreen(<ContactForm />);
    await fillIn({ email: 'sunita@example', phone: '123' });
    await send();
    expect(field(/^Email/)).toHaveAccessibleDescription(
      'Please enter a valid email address, such as name@example.com.',
    );
    expect(field(/^Phone/)).toHaveAccessibleDescription(
      'Optional: we may call you about your message. Please enter a phone number of 6 to 15 digits, or leave it empty.',
    );
    expect(api.sent).toEqual([]);
    // A corrected field's message goes as it is changed.
    await userEvent.type(field(/^Email/), '.in');
    expect(field(/^Email/)).not.toHaveAttribute('aria-invalid');
  });

  it('sends the message from the contact page and thanks the reader with its reference number', async () => {
    api.answer('POST /api/v2/public/feedback', RECEIPT);
    renderScreen(<ContactForm />);
    await fillIn({ phone: '98765 43210', project: 'Ward 4 drains' });
    await send();
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent(
      'Thank you. Your message has reached the council; its reference number is FB/2026/000012.',
    );
    expect(screen.getByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(api.sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/v2/public/feedback',
    ]);
    expect(api.sent[0]?.json).toEqual({
      name: 'Sunita Kumari',
      email: 'sunita@example.com',
      phone: '98765 43210',
      project: 'Ward 4 drains',
      subject: 'Street light',
      message: 'The light near the temple is out.',
      sentFrom: 'contact',
    });
    // Another message starts from an empty form.
    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field(/^Name/)).toHaveValue('');
  });

  it('says what the API refused, such as too many messages from one network', async () => {
    const refusal =
      'Too many messages have been sent from your network in the last hour. Please try again in 12 minutes.';
    api.answer('POST /api/v2/public/feedback', failWith(429, { message: refusal }));
    renderScreen(<ContactForm />);
    await fillIn();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    // What was typed stays, to send again later.
    expect(field(/^Message/)).toHaveValue('The light near the temple is out.');
  });

  it('offers the email and the toll-free number when the message cannot be sent', async () => {
    api.answer('POST /api/v2/public/feedback', NETWORK_DOWN);
    renderScreen(<ContactForm />);
    await fillIn();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Your message could not be sent. Please try again, or write to ${DEMO_COUNCIL.email} or call ${DEMO_COUNCIL.tollFree}.`,
    );
  });
});

describe('/feedback', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('is the same form, sent as coming from /feedback', async () => {
    api.answer('POST /api/v2/public/feedback', RECEIPT);
    renderScreen(<FeedbackPage />, '/feedback');
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    await fillIn();
    await send();
    await screen.findByRole('status');
    expect(api.sent[0]?.json).toMatchObject({ sentFrom: 'feedback' });
  });

  it('reads in Hindi', async () => {
    await act(() => setLanguage('hi'));
    renderScreen(<FeedbackPage />, '/feedback');
    expect(screen.getByRole('heading', { level: 1, name: 'प्रतिक्रिया' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया अपना नाम दर्ज करें।');
  });
});
