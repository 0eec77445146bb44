import '@testing-library/jest-dom';
import {resetLoadedScripts} from '../../src/lib/loadScript';

afterEach(() => {
  resetLoadedScripts();
  // Node-environment suites (build-time code) have no document.
  if (typeof document !== 'undefined') document.querySelectorAll('script[src]').forEach((s) => s.remove());
});
