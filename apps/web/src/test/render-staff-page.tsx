import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../lib/session';
import { mockApi, type ApiHandlers } from './mock-api';
import { renderRoute } from './render-route';

/** Who the back-office page tests are signed in as. */
export const STAFF_EMAIL = 'owner@halwai.in';

type RouteOptions = NonNullable<Parameters<typeof renderRoute>[1]>;

/**
 * Renders a back-office page at `path` signed in as staff, with fetch stubbed by `handlers` (see
 * mockApi). Returns the fetch mock to inspect calls and a user to act with.
 */
export function renderStaffPage(
  page: ReactElement,
  { handlers = {}, ...options }: RouteOptions & { path: string; handlers?: ApiHandlers },
) {
  saveSession({ token: 'tok', email: STAFF_EMAIL });
  const fetchMock = mockApi(handlers);
  const view = renderRoute(page, options);
  return { ...view, fetchMock, user: userEvent.setup({ delay: null }) };
}
