import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A `{message}` the previous page passed in the navigation state (e.g. after a save). It is read once
 * and then cleared from the history entry, so going back or reloading does not show it again.
 */
export function useNavigationMessage(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  const message =
    typeof state === 'object' && state !== null && 'message' in state && typeof state.message === 'string' ? state.message : null;

  useEffect(() => {
    if (message) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [message, navigate, location.pathname, location.search]);

  return message;
}
