/**
 * Lets the service worker (dist/sw.js) keep the shop usable offline. Registered after the page has
 * loaded, so it never competes with the first paint. When a new version takes over, a storefront page
 * reloads once, so it never runs old code against new files; a back-office or counter page is left
 * alone, so no form or bill being filled in is lost.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    const workers = navigator.serviceWorker;
    // The first worker's taking over is no new version: only a change after that reloads.
    let hadController = workers.controller !== null;
    workers.addEventListener('controllerchange', () => {
      if (hadController && !/^\/(admin|counter)(\/|$)/.test(window.location.pathname)) window.location.reload();
      hadController = true;
    });
    workers.register('/sw.js').catch(() => {
      // Without it the shop still works online.
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
