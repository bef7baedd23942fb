import { useEffect } from 'react';
import { useStableCallback } from '../../lib/use-stable-callback';
import { createScanBuffer } from './scan-buffer';

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Hears a barcode scanner, which types like a keyboard: the keys pressed outside the page's fields
 * (a field keeps its own typing; the search box passes codes on itself), until Enter. Off while a
 * dialog takes the keys.
 */
export function useScanner(onCode: (code: string) => void, enabled: boolean) {
  const handle = useStableCallback(onCode);
  useEffect(() => {
    if (!enabled) return;
    const buffer = createScanBuffer();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isField(event.target)) return;
      const ending = event.key === 'Enter' && buffer.typing;
      const code = buffer.key(event.key, event.timeStamp);
      // Enter ends the code; it must not also press the button that has the focus (the last item tapped).
      if (ending) event.preventDefault();
      if (code) handle(code);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled, handle]);
}
