import '@testing-library/jest-dom';
import {resetLoadedScripts} from '../../src/lib/loadScript';

afterEach(() => {
  resetLoadedScripts();
  document.querySelectorAll('script[src]').forEach((s) => s.remove());
});
