import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import type { ContactMessage } from '@halwai/domain';
import { callsTo, json, problem, type ApiHandlers } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { MessagesPage } from './messages-page';

const messages = (): ContactMessage[] => [
  {
    id: 2,
    name: 'Asha',
    phoneNumber: '9876543210',
    message: 'Do you deliver to Karol Bagh?',
    handled: false,
    createdAt: '2025-01-15T10:30:00Z',
  },
  { id: 1, name: 'Ravi', phoneNumber: '', message: 'Lovely barfi!', handled: true, createdAt: '2025-01-14T10:30:00Z' },
];

function renderMessages(handlers: ApiHandlers = {}) {
  return renderStaffPage(<MessagesPage />, {
    path: '/admin/messages',
    handlers: { 'GET /api/admin/messages': () => json(messages()), ...handlers },
  });
}

describe('MessagesPage', () => {
  it('lists messages newest first with name, phone links, message and date', async () => {
    renderMessages();
    const asha = await screen.findByRole('article', { name: 'Asha' });
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Asha', 'Ravi']);
    expect(asha).toHaveTextContent('Do you deliver to Karol Bagh?');
    expect(asha).toHaveTextContent('15 Jan 2025, 4:00 pm');
    expect(within(asha).getByRole('link', { name: /Call Asha/ })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(asha).getByRole('link', { name: 'Chat with Asha on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(screen.getByRole('article', { name: 'Ravi' })).toHaveTextContent('No phone number given.');
    expect(screen.getByText('2 messages, 1 not handled yet')).toBeInTheDocument();
  });

  it('marks a message handled, and moves the switch back when the server refuses', async () => {
    let answer = json({ ...messages()[0], handled: true });
    const { fetchMock, user } = renderMessages({ 'PUT /api/admin/messages/2/handled': () => answer });
    const handled = await screen.findByRole('switch', { name: 'Handled: message from Asha' });
    await user.click(handled);
    expect(await screen.findByText('Message from Asha marked as handled')).toBeInTheDocument();
    expect(handled).toBeChecked();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/admin/messages/2/handled')[0]?.body))).toEqual({ handled: true });

    answer = problem(500, 'Something went wrong!');
    await user.click(handled);
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    await waitFor(() => expect(handled).toBeChecked());
  });

  it('speaks Hindi on a Hindi page: the count, the cards, the switch and its notice', async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderMessages({ 'PUT /api/admin/messages/2/handled': () => json({ ...messages()[0], handled: true }) });
    const asha = await screen.findByRole('article', { name: 'Asha' });
    expect(screen.getByRole('heading', { level: 1, name: 'संदेश' })).toBeInTheDocument();
    expect(document.title).toMatch(/^संदेश · /);
    expect(screen.getByText('2 संदेश, 1 पर अभी जवाब बाकी')).toBeInTheDocument();
    expect(within(asha).getByText('नया')).toBeInTheDocument();
    expect(within(asha).getByRole('link', { name: 'Asha को +91 98765 43210 पर कॉल करें' })).toBeInTheDocument();
    expect(within(asha).getByRole('link', { name: 'Asha से WhatsApp पर बात करें' })).toHaveTextContent('WhatsApp पर बात करें');
    expect(screen.getByRole('article', { name: 'Ravi' })).toHaveTextContent('फ़ोन नंबर नहीं दिया गया।');
    expect(document.body).not.toHaveTextContent(/Messages|not handled|New|Handled|Chat on|No phone|Logged in as/);

    await user.click(within(asha).getByRole('switch', { name: 'निपटा दिया: Asha का संदेश' }));
    expect(await screen.findByText('Asha का संदेश निपटा हुआ दर्ज किया')).toBeInTheDocument();
  });
});
