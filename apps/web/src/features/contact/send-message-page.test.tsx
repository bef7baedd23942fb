import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderRoute } from '../../test/render-route';
import { SendMessagePage } from './send-message-page';

const open = vi.fn<typeof window.open>();

beforeEach(() => {
  open.mockReset();
  vi.stubGlobal('open', open);
});

const renderAt = (path: string) => renderRoute(<SendMessagePage />, { path: '/send-message/:phone', at: path });

describe('SendMessagePage', () => {
  it('opens a WhatsApp chat with +91 in a new tab and keeps a fallback link', async () => {
    renderAt('/send-message/9876543210');
    expect(await screen.findByRole('heading', { name: 'Opening WhatsApp chat…' })).toBeInTheDocument();
    expect(open).toHaveBeenCalledExactlyOnceWith('https://wa.me/919876543210', '_blank', 'noopener');
    expect(screen.getByRole('link', { name: /Open chat with \+91 98765 43210/ })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(document.title).toMatch(/^Chat on WhatsApp · /);
  });

  it('opens nothing for text that is not a phone number', async () => {
    renderAt('/send-message/hello');
    expect(await screen.findByRole('heading', { name: 'Not a phone number' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('SendMessagePage in Hindi', () => {
  it('says it in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderAt('/send-message/9876543210');
    expect(await screen.findByRole('heading', { name: 'WhatsApp चैट खुल रही है…' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 98765 43210 के साथ चैट खोलें' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Opening WhatsApp chat…' })).not.toBeInTheDocument();
  });
});
