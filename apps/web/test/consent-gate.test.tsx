import { act, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PortalConfig, User } from '@vitrine/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentGate } from '../src/features/profile/components/consent-gate';
import { PortalConfigContext } from '../src/shared/config/portal-config-context';
import { NotificationsProvider } from '../src/shared/notifications/notifications-context';
import { clearUser, setUser, useUser } from '../src/shared/session/session-store';
import { guestUser } from '../src/shared/session/session-user';
import { renderInPortal } from './support/render';

const GUEST_TOKEN = 'guest-token';
const config = { setup: { guest_token: GUEST_TOKEN } } as unknown as PortalConfig;
const dana: User = {
  id: 7,
  token: 'dana-token',
  username: 'dana@vitrine.example',
  first_name: 'Dana',
  last_name: 'Demo',
  data: { is_company: false, country: null },
};

/** Who the portal below the gate was drawn for, render by render. */
const drawnFor: string[] = [];
function Portal() {
  drawnFor.push(useUser()?.token ?? 'nobody');
  return <p>The portal</p>;
}

function renderGate() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInPortal(
    <QueryClientProvider client={client}>
      <PortalConfigContext value={config}>
        <NotificationsProvider>
          <ConsentGate>
            <Portal />
          </ConsentGate>
        </NotificationsProvider>
      </PortalConfigContext>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  drawnFor.length = 0;
  setUser(guestUser(GUEST_TOKEN));
});
afterEach(() => {
  clearUser();
  vi.unstubAllGlobals();
});

describe('the consent gate', () => {
  it('lets a guest through without asking anything', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    renderGate();
    expect(screen.getByText('The portal')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('holds the portal from the moment a person signs in until consent and features have arrived', async () => {
    // The answers are on their way for as long as the test looks.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderGate();
    await act(async () => setUser(dana));
    expect(screen.queryByText('The portal')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    // Not even one render of the portal for the signed-in person before the answers.
    expect(drawnFor).not.toContain(dana.token);
  });

  it('shows the portal once both answers are in, with no terms to accept', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      const body = url.includes('consent') ? { message: null, status: null } : {};
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    setUser(dana);
    renderGate();
    expect(await screen.findByText('The portal')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
